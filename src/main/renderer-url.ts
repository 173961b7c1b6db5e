// Where the window's renderer comes from: the Vite dev server during `npm run desktop`, else the built files.
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

export function rendererUrl(env: NodeJS.ProcessEnv, mainDir: string): string {
  const devServer = env.ELECTRON_RENDERER_URL;
  if (devServer && /^http:\/\/(localhost|127\.0\.0\.1):\d+\/?$/.test(devServer)) return devServer;
  return pathToFileURL(join(mainDir, '../renderer/index.html')).href;
}

/** True when `target` is the app's own page (same origin as the renderer), the only place it may navigate. */
export function isAppUrl(target: string, appUrl: string): boolean {
  try {
    const to = new URL(target);
    const app = new URL(appUrl);
    if (app.protocol === 'file:') return to.protocol === 'file:' && to.pathname === app.pathname;
    return to.origin === app.origin;
  } catch {
    return false;
  }
}
