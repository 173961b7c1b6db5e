// The save of a console Content editor (a template, a starter character): busy while it runs, the server's
// refusal (stale when someone else saved first), the "saved" notice, and a new item's first save opening the
// item's own address (the notice comes along in the history). Each editor keeps its own draft.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { SUPPORTED_LOCALES, type Locale } from '@shared/i18n/locales';
import { ApiError } from '../../api/errors';
import { refreshContent } from '../../queries/admin';
import { messageOf } from '../tasks/use-image-slot';
import type { Refusal } from './EditorParts';

/** The console's language when it is one items are written in, else the first. */
export function editorLocale(language: string): Locale {
  return (SUPPORTED_LOCALES as readonly string[]).includes(language)
    ? (language as Locale)
    : SUPPORTED_LOCALES[0];
}

export function useContentSave(savedText: string) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const saved = (useLocation().state as { saved?: boolean } | null)?.saved;
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<Refusal>();
  const [notice, setNotice] = useState(saved ? savedText : undefined);

  /**
   * Writes, then hands the saved item to `take`; `newPath` (the saved item's address) when the item was new.
   */
  async function save<T>(
    write: () => Promise<T>,
    take: (saved: T) => void,
    newPath?: (saved: T) => string,
  ) {
    setBusy(true);
    setRefusal(undefined);
    setNotice(undefined);
    try {
      const next = await write();
      take(next);
      setNotice(savedText);
      refreshContent();
      if (newPath)
        void navigate(newPath(next), { relative: 'path', replace: true, state: { saved: true } });
    } catch (error) {
      setRefusal({
        message: messageOf(error, t),
        stale: error instanceof ApiError && error.code === 'CONTENT_STALE',
      });
    } finally {
      setBusy(false);
    }
  }

  return {
    busy,
    refusal,
    notice,
    save,
    /** An edit hides the last notice. */
    edited: () => setNotice(undefined),
    /** The latest version was opened: the refusal is answered. */
    reloaded: () => setRefusal(undefined),
  };
}
