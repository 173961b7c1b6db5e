// The widget page's visitor session. In a frame it comes from the loader on the embedding page (which asks
// Atrium from that page, so the browser vouches for its origin): the page asks with a message to the one
// origin it was told, and takes answers only from its own parent at that origin. Opened on its own (a bot's
// link), the page asks Atrium itself and keeps the session for the tab. Either way a session close to its end
// is renewed, keeping the visitor, before a call is made with it.
//
// The visitor's conversation is kept where the session is: by the loader for a frame (a frame on another
// site may be refused storage of its own), in the page's storage otherwise; a reload opens it again.
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { widgetSession, type WidgetSession } from '@shared/api/bot-widget';
import { WIDGET_MESSAGE_SOURCE, isWidgetMessage, type WidgetMessage } from '@shared/widget';
import { botWidgetService } from '../../api/bot-widget';

export type VisitorSessionState =
  | { status: 'opening' }
  | { status: 'ready'; session: WidgetSession }
  | { status: 'refused'; msg: string };

/** A session this close to its end is renewed first. */
const RENEW_BEFORE_MS = 60_000;
/** The loader answers at once; past this the page says the website did not. */
const REPLY_MS = 10_000;

const fresh = (session: WidgetSession | undefined): session is WidgetSession =>
  !!session && Date.parse(session.expiresAt) - Date.now() > RENEW_BEFORE_MS;

/** The page's own storage for the tab, used when it is opened on its own. */
const storage = {
  sessionKey: (botId: string) => `atrium-widget:${botId}`,
  conversationKey: (session: WidgetSession) =>
    `atrium-widget:${session.bot.id}:${session.visitorId}:conversation`,
  get(key: string): string | undefined {
    try {
      return sessionStorage.getItem(key) ?? undefined;
    } catch {
      return undefined;
    }
  },
  set(key: string, value: string | undefined): void {
    try {
      if (value === undefined) sessionStorage.removeItem(key);
      else sessionStorage.setItem(key, value);
    } catch {
      // Refused storage: the session and its conversation last as long as the page.
    }
  },
  session(botId: string): WidgetSession | undefined {
    try {
      const parsed = widgetSession.safeParse(JSON.parse(this.get(this.sessionKey(botId)) ?? ''));
      return parsed.success ? parsed.data : undefined;
    } catch {
      return undefined;
    }
  },
};

/**
 * `parentOrigin`: the embedding page's origin when framed (from the page's address). Answers the state,
 * `live()` (a session fit for the next call), the conversation the visitor was in and how to keep the one
 * they are in.
 */
export function useVisitorSession(botId: string, framed: boolean, parentOrigin?: string) {
  const { t } = useTranslation();
  const [state, setState] = useState<VisitorSessionState>({ status: 'opening' });
  const [conversationId, setConversationId] = useState<string>();
  const current = useRef<WidgetSession | undefined>(framed ? undefined : storage.session(botId));
  /** A session was taken: later ones (renewals) leave the conversation as the chat has it. */
  const started = useRef(false);
  const waiting = useRef<Array<{ resolve(session: WidgetSession): void; reject(e: Error): void }>>(
    [],
  );
  const toParent = useCallback(
    (message: WidgetMessage) => parentOrigin && window.parent.postMessage(message, parentOrigin),
    [parentOrigin],
  );

  /** Takes a session; `kept`: the loader's word on the visitor's conversation (a frame's). */
  const accept = useCallback(
    (session: WidgetSession, kept?: string) => {
      const first = !started.current;
      started.current = true;
      current.current = session;
      if (!framed) storage.set(storage.sessionKey(botId), JSON.stringify(session));
      if (first) setConversationId(framed ? kept : storage.get(storage.conversationKey(session)));
      setState({ status: 'ready', session });
      return session;
    },
    [botId, framed],
  );

  // The loader's answers: from the parent window alone, at the origin it was said to be.
  useEffect(() => {
    if (!framed) return;
    const onMessage = (event: MessageEvent) => {
      const message: unknown = event.data;
      if (event.source !== window.parent || event.origin !== parentOrigin) return;
      if (!isWidgetMessage(message)) return;
      const pending = waiting.current.splice(0);
      if (message.type === 'session') {
        const parsed = widgetSession.safeParse(message.session);
        if (!parsed.success) return;
        accept(parsed.data, message.conversationId);
        for (const one of pending) one.resolve(parsed.data);
      } else if (message.type === 'refused') {
        for (const one of pending) one.reject(new Error(message.msg));
      }
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [framed, parentOrigin, accept]);

  const obtain = useCallback(
    async (renew: boolean): Promise<WidgetSession> => {
      if (!framed) {
        const token = current.current?.token;
        const origin = location.origin;
        return accept(await botWidgetService.session({ botId, origin, renew: token }));
      }
      if (!parentOrigin) throw new Error(t('widget.page.unavailable'));
      return new Promise<WidgetSession>((resolve, reject) => {
        waiting.current.push({ resolve, reject });
        toParent({ source: WIDGET_MESSAGE_SOURCE, type: renew ? 'renew' : 'ready' });
        setTimeout(() => reject(new Error(t('widget.page.noAnswer'))), REPLY_MS);
      });
    },
    [accept, botId, framed, parentOrigin, t, toParent],
  );

  useEffect(() => {
    let live = true;
    const kept = current.current;
    (fresh(kept) ? Promise.resolve(accept(kept)) : obtain(false)).catch((error: Error) => {
      if (live) setState({ status: 'refused', msg: error.message });
    });
    return () => {
      live = false;
    };
  }, [accept, obtain]);

  const live = useCallback(async () => {
    const session = current.current;
    return fresh(session) ? session : obtain(true);
  }, [obtain]);

  /** Keeps the conversation the visitor is in (none: a new one), for a reload. */
  const keepConversation = useCallback(
    (id: string | undefined) => {
      const session = current.current;
      if (framed)
        toParent({
          source: WIDGET_MESSAGE_SOURCE,
          type: 'conversation',
          conversationId: id ?? null,
        });
      else if (session) storage.set(storage.conversationKey(session), id);
    },
    [framed, toParent],
  );

  return { state, live, conversationId, keepConversation };
}
