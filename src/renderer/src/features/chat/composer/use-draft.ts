// What the user has typed and not sent, kept per conversation for this tab (sessionStorage): leaving the page,
// a reload, or a session that ended and sent them to sign in does not lose a half-written message. Keyed by
// the user too, so another account signing in on the same tab never sees it. Sending clears it.
import { useCallback, useState, type Dispatch, type SetStateAction } from 'react';
import { useUserStore } from '../../../stores/user';

const PREFIX = 'atrium.chatDraft.';

function read(key: string): string {
  try {
    return sessionStorage.getItem(key) ?? '';
  } catch {
    return '';
  }
}

function write(key: string, text: string): void {
  try {
    if (text) sessionStorage.setItem(key, text);
    else sessionStorage.removeItem(key);
  } catch {
    // Storage full or refused: the draft lives in the page only.
  }
}

export function useDraft(
  conversationId: string | undefined,
): [string, Dispatch<SetStateAction<string>>] {
  const userId = useUserStore((state) => state.user?.id ?? 'visitor');
  const key = `${PREFIX}${userId}.${conversationId ?? 'new'}`;
  const [draft, setDraft] = useState(() => ({ key, text: read(key) }));
  // Another conversation (or account) shown in the same composer: its own draft.
  if (draft.key !== key) setDraft({ key, text: read(key) });
  const setText = useCallback<Dispatch<SetStateAction<string>>>((next) => {
    setDraft((current) => {
      const text = typeof next === 'function' ? next(current.text) : next;
      write(current.key, text);
      return { key: current.key, text };
    });
  }, []);
  return [draft.key === key ? draft.text : read(key), setText];
}
