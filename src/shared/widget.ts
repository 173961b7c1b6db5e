// The website widget's fixed points, shared by the loader an owner's page runs (src/renderer/widget), the
// widget page inside its frame (/embed/:botId) and the server. Plain constants, no schema: the loader imports
// this file and must stay a few kilobytes.

/** The loader owners put on their pages: `<script src="https://ATRIUM/widget.js" data-bot="…" async>`. */
export const WIDGET_LOADER_PATH = '/widget.js';

/** The widget page of a bot, framed by the loader or opened on its own (a `link` bot's page). */
export const EMBED_PATH_PREFIX = '/embed/';

/** Where the loader asks for a visitor session (the one call made from the owner's page, across origins). */
export const WIDGET_SESSION_PATH = '/api/bot/widget/session';

/** A visitor session lasts this long; the widget renews it (keeping the visitor) before it ends. */
export const WIDGET_SESSION_MINUTES = 30;

/** Headers of a visitor's calls. Not `authorization`: an owner signed in to Atrium keeps their own session. */
export const WIDGET_HEADERS = {
  /** The visitor session's token. */
  visitor: 'x-atrium-visitor',
  /** The host of the page the widget is shown on: a hint, checked against the session's origin. */
  host: 'x-atrium-bot-host',
} as const;

/** The widget page's query: the embedding page's origin, and the language and direction it asks for. */
export const EMBED_PARAMS = { origin: 'origin', lang: 'lang', dir: 'dir' } as const;

/** Marks the messages between the loader and the widget page, among whatever else a page posts. */
export const WIDGET_MESSAGE_SOURCE = 'atrium-widget';

/**
 * Messages between the frame and the loader, posted to the one origin each expects. The frame asks for a
 * session when it starts (`ready`) and before its session ends (`renew`); the loader answers `session` (the
 * session call's data, with the visitor's conversation when it has one) or `refused` (the server's
 * translated words). The frame tells which `conversation` the visitor is in, for the loader to keep: a frame
 * from another site may be refused storage of its own, the loader's page never is. Esc in the frame asks to
 * `close`.
 */
export type WidgetMessage =
  | { source: typeof WIDGET_MESSAGE_SOURCE; type: 'ready' | 'renew' | 'close' }
  | {
      source: typeof WIDGET_MESSAGE_SOURCE;
      type: 'session';
      session: unknown;
      conversationId?: string;
    }
  | { source: typeof WIDGET_MESSAGE_SOURCE; type: 'conversation'; conversationId: string | null }
  | { source: typeof WIDGET_MESSAGE_SOURCE; type: 'refused'; msg: string };

export function isWidgetMessage(value: unknown): value is WidgetMessage {
  return (
    typeof value === 'object' &&
    value !== null &&
    (value as { source?: unknown }).source === WIDGET_MESSAGE_SOURCE &&
    typeof (value as { type?: unknown }).type === 'string'
  );
}

/** The host of an origin as the widget's host header carries it (`https://shop.example:8443` → `shop.example:8443`). */
export function hostOf(origin: string): string {
  return origin.replace(/^[a-z]+:\/\//, '');
}
