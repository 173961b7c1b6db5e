// The widget loader an owner puts on their pages: `<script src="https://ATRIUM/widget.js" data-bot="BOT_ID"
// async></script>`. It adds a chat button; the first press asks Atrium for a visitor session from this page
// (the browser names the page's origin, which must be one of the bot's websites) and opens the bot's widget
// page in a frame, or shows the server's refusal in its words. The frame gets its session by message, and a
// new one before it ends. The session and the visitor's conversation are kept here, for the tab (the frame,
// on another site, may be refused storage), so a reload goes on with the same conversation.
//
// No framework and no dependency but the widget's constants: it must stay a few kilobytes (bench/widget-loader-
// size.ts measures it). Its elements live in a shadow root, so the page's styles and the widget's never mix.
import {
  EMBED_PARAMS,
  EMBED_PATH_PREFIX,
  WIDGET_MESSAGE_SOURCE,
  WIDGET_SESSION_PATH,
  isWidgetMessage,
  type WidgetMessage,
} from '@shared/widget';

/** The loader's own words: the rest of the widget speaks from the server's messages. */
const WORDS = {
  en: { open: 'Open the chat', close: 'Close the chat', offline: 'The chat cannot be reached.' },
  zh: { open: '打开对话', close: '关闭对话', offline: '无法连接到对话。' },
};

/** A session this close to its end is renewed before it is handed to the frame. */
const RENEW_BEFORE_MS = 60_000;

interface Session {
  token: string;
  visitorId: string;
  expiresAt: string;
}

/** What the tab keeps: the session, and the conversation its visitor is in. */
interface Kept {
  session?: Session;
  conversationId?: string;
}

const CSS = `
:host{all:initial}
.launch{position:fixed;inset-block-end:20px;inset-inline-end:20px;z-index:2147483000;width:56px;height:56px;
border:0;border-radius:50%;background:#1677ff;color:#fff;cursor:pointer;box-shadow:0 4px 16px rgba(0,0,0,.25);
display:grid;place-items:center}
.launch:focus-visible{outline:3px solid #0b3d91;outline-offset:3px}
.launch svg{width:26px;height:26px}
.panel{position:fixed;inset-block-end:88px;inset-inline-end:20px;z-index:2147483000;width:380px;
height:min(600px,calc(100vh - 110px));border-radius:14px;overflow:hidden;background:#fff;
box-shadow:0 8px 32px rgba(0,0,0,.3);display:flex;flex-direction:column}
.panel[hidden]{display:none}
.panel.note-only{height:auto}
iframe{border:0;width:100%;flex:1}
.note{margin:0;padding:20px;font:15px/1.5 system-ui,sans-serif;color:#1c1c1c}
.note button{display:block;margin-top:12px;font:inherit;padding:6px 14px;border-radius:8px;
border:1px solid #bbb;background:#f4f4f4;cursor:pointer}
@media (max-width:480px){.panel{inset:0;width:auto;height:auto;border-radius:0}.open .launch{display:none}}
`;

const ICON =
  '<svg viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" aria-hidden="true">' +
  '<path d="M21 12a8 8 0 0 1-11.6 7.1L4 20l1-4.6A8 8 0 1 1 21 12z"/></svg>';

function start(script: HTMLScriptElement): void {
  const botId = script.dataset.bot;
  if (!botId) return;
  const base = new URL(script.src).origin;
  const root = document.documentElement;
  const lang = script.dataset.lang || root.lang || navigator.language || 'en';
  const dir = script.dataset.dir || (getComputedStyle(root).direction === 'rtl' ? 'rtl' : 'ltr');
  const zh = /^zh/i.test(lang);
  const words = zh ? WORDS.zh : WORDS.en;
  const storageKey = `atrium-widget:${base}:${botId}`;

  const host = document.createElement('div');
  host.dataset.atriumWidget = botId;
  const shadow = host.attachShadow({ mode: 'open' });
  const box = document.createElement('div');
  box.dir = dir;
  box.innerHTML =
    `<style>${CSS}</style><div class="panel" role="dialog" id="panel" hidden></div>` +
    `<button type="button" class="launch" aria-expanded="false" aria-controls="panel">${ICON}</button>`;
  shadow.append(box);
  const panel = box.querySelector<HTMLElement>('.panel')!;
  const launch = box.querySelector<HTMLButtonElement>('.launch')!;
  panel.setAttribute('aria-label', words.open);
  launch.setAttribute('aria-label', words.open);
  document.body.append(host);

  let frame: HTMLIFrameElement | undefined;
  let kept: Kept = {};
  try {
    kept = JSON.parse(sessionStorage.getItem(storageKey) ?? '{}') ?? {};
  } catch {
    // Storage may be refused (a private window's settings): a session then lasts as long as the page.
  }
  const keep = (changes: Kept) => {
    kept = { ...kept, ...changes };
    try {
      sessionStorage.setItem(storageKey, JSON.stringify(kept));
    } catch {
      // See above: kept in memory only.
    }
  };

  /** A live session: the kept one, renewed (keeping the visitor) when it is about to end or `force`d. */
  async function currentSession(force = false): Promise<Session> {
    const { session } = kept;
    if (session && !force && Date.parse(session.expiresAt) - Date.now() > RENEW_BEFORE_MS)
      return session;
    let answer: { success?: boolean; data?: Session; msg?: string };
    try {
      const response = await fetch(base + WIDGET_SESSION_PATH, {
        method: 'POST',
        credentials: 'omit',
        headers: { 'content-type': 'application/json', 'x-atrium-locale': zh ? 'zh-CN' : 'en-US' },
        body: JSON.stringify({ botId, origin: location.origin, renew: session?.token }),
      });
      answer = await response.json();
    } catch {
      throw new Error(words.offline);
    }
    if (!answer.success || !answer.data) throw new Error(answer.msg || words.offline);
    // A new visitor (the old session had ended) has no conversation yet.
    const same = answer.data.visitorId === session?.visitorId;
    keep({ session: answer.data, conversationId: same ? kept.conversationId : undefined });
    return answer.data;
  }

  const post = (message: WidgetMessage) => frame?.contentWindow?.postMessage(message, base);

  function show(open: boolean): void {
    panel.hidden = !open;
    box.classList.toggle('open', open);
    launch.setAttribute('aria-expanded', String(open));
    launch.setAttribute('aria-label', open ? words.close : words.open);
    if (open) frame?.focus();
    else launch.focus();
  }

  function refuse(message: string): void {
    const note = document.createElement('p');
    note.className = 'note';
    note.setAttribute('role', 'alert');
    note.textContent = message;
    const close = document.createElement('button');
    close.type = 'button';
    close.textContent = words.close;
    close.onclick = () => show(false);
    note.append(close);
    panel.replaceChildren(note);
    panel.classList.add('note-only');
    close.focus();
  }

  async function open(): Promise<void> {
    show(true);
    if (frame) return;
    try {
      await currentSession();
    } catch (error) {
      refuse((error as Error).message);
      return;
    }
    const query = new URLSearchParams({
      [EMBED_PARAMS.origin]: location.origin,
      [EMBED_PARAMS.lang]: lang,
      [EMBED_PARAMS.dir]: dir,
    });
    frame = document.createElement('iframe');
    frame.src = `${base}${EMBED_PATH_PREFIX}${encodeURIComponent(botId!)}?${query}`;
    frame.title = words.open;
    panel.classList.remove('note-only');
    panel.replaceChildren(frame);
    frame.focus();
  }

  launch.onclick = () => (panel.hidden ? void open() : show(false));
  document.addEventListener('keydown', (event) => {
    if (event.key === 'Escape' && !panel.hidden) show(false);
  });
  window.addEventListener('message', (event) => {
    const message: unknown = event.data;
    if (!frame || event.source !== frame.contentWindow || event.origin !== base) return;
    if (!isWidgetMessage(message)) return;
    if (message.type === 'close') show(false);
    if (message.type === 'conversation')
      keep({ conversationId: message.conversationId ?? undefined });
    if (message.type === 'ready' || message.type === 'renew')
      currentSession(message.type === 'renew').then(
        (current) =>
          post({
            source: WIDGET_MESSAGE_SOURCE,
            type: 'session',
            session: current,
            conversationId: kept.conversationId,
          }),
        (error: Error) =>
          post({ source: WIDGET_MESSAGE_SOURCE, type: 'refused', msg: error.message }),
      );
  });
}

// Read while the script runs: `currentScript` is gone once it has.
const script = document.currentScript;
if (script instanceof HTMLScriptElement) {
  if (document.body) start(script);
  else document.addEventListener('DOMContentLoaded', () => start(script));
}
