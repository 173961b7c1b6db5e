// What a model's answer may point at. Images load only from Atrium's own server, so an answer cannot make the
// reader's browser call anyone else (no tracking pixels, no leaking the conversation in an image address).
// Links are web pages only, and open outside the app.
import { isSafeExternalUrl } from '@shared/rules/external-url';

export interface Origins {
  /** The API's address: '' on the web (the page's own origin), the server's address on the desktop. */
  apiBase: string;
  /** The page's origin (window.location.origin). */
  pageOrigin: string;
}

/**
 * The address to load an image from, or undefined when it must not be loaded. A path on the server
 * (`/api/files/…`) is prefixed with the API's address (the desktop page lives elsewhere); an absolute address
 * is kept only when it is on the server's own origin, over http(s). Every candidate is parsed and its origin
 * compared, so tricks the URL parser forgives (`/\t/evil.example`, `/\\evil.example`) resolve elsewhere and
 * are refused.
 */
export function safeImageSrc(src: string | undefined, origins: Origins): string | undefined {
  if (!src) return undefined;
  const base = origins.apiBase.replace(/\/+$/, '') || origins.pageOrigin;
  let server: URL;
  let url: URL;
  try {
    server = new URL(base);
    const value = src.trim();
    // `//host/…` names another host: refused rather than read as a path.
    if (/^[/\\]{2}/.test(value)) return undefined;
    const relative = value.startsWith('/');
    url = relative ? new URL(`${base}${value}`) : new URL(value);
  } catch {
    // Neither a path on the server nor an absolute address (a page-relative path is not the server's).
    return undefined;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return undefined;
  return url.origin === server.origin ? url.href : undefined;
}

export type LinkTarget =
  /** A web page: opened outside the app (new tab on the web, the system browser on the desktop). */
  | { kind: 'external'; href: string }
  /** A place in the same answer (footnotes). */
  | { kind: 'anchor'; href: string }
  /** Anything else (javascript:, file:, custom schemes, relative paths): shown as text, not followed. */
  | { kind: 'none' };

export function linkTarget(href: string | undefined): LinkTarget {
  if (!href) return { kind: 'none' };
  if (/^#[\w-]+$/.test(href)) return { kind: 'anchor', href };
  if (isSafeExternalUrl(href)) return { kind: 'external', href };
  return { kind: 'none' };
}
