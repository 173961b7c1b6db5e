// The renderer is served from app://atrium/ rather than file://: real paths for the router, one origin the
// CSP can name, and no access to the rest of the disk. Everything outside the renderer folder is refused.
import { existsSync, statSync } from 'node:fs';
import { extname, join, normalize, sep } from 'node:path';

export const APP_SCHEME = 'app';
export const APP_HOST = 'atrium';
export const APP_ORIGIN = `${APP_SCHEME}://${APP_HOST}`;

/** The file an app:// URL names, index.html for client routes, or undefined when it is not ours to serve. */
export function resolveAppPath(rendererDir: string, url: string): string | undefined {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return undefined;
  }
  if (parsed.protocol !== `${APP_SCHEME}:` || parsed.host !== APP_HOST) return undefined;
  const relative = normalize(decodeURIComponent(parsed.pathname)).replace(/^([/\\])+/, '');
  const root = normalize(rendererDir + sep);
  const file = normalize(join(root, relative));
  if (!file.startsWith(root)) return undefined;
  if (existsSync(file) && statSync(file).isFile()) return file;
  // A client route (no file extension) gets the app; a missing asset is a real miss.
  return extname(relative) === '' ? join(root, 'index.html') : undefined;
}

/** The desktop CSP: the app's own files, and the Atrium server it talks to. */
export function desktopCsp(serverOrigin: string): string {
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob: https: ${serverOrigin}`,
    `connect-src 'self' ${serverOrigin}`,
    "font-src 'self' data:",
    "object-src 'none'",
    "base-uri 'self'",
    "frame-ancestors 'none'",
    "form-action 'none'",
  ].join('; ');
}
