/** True when `target` is the app's own page (same scheme, host and port), the only place it may navigate. */
export function isAppUrl(target: string, appUrl: string): boolean {
  try {
    const to = new URL(target);
    const app = new URL(appUrl);
    return to.protocol === app.protocol && to.host === app.host && to.host !== '';
  } catch {
    return false;
  }
}
