// A system notification when a task finishes while the page is hidden. The web Notification API: the desktop
// app's renderer has it too (Electron shows it as a native notification), so no Platform method is needed.
// Permission is asked only from a press of a button (the first submit), never on page load.

const supported = () => typeof window !== 'undefined' && 'Notification' in window;

/** Asks once, on a user gesture; does nothing where the answer is already known. */
export function askNotifyPermission(): void {
  if (!supported() || Notification.permission !== 'default') return;
  void Notification.requestPermission().catch(() => undefined);
}

/** Shows `title` / `body` if the page is hidden and the user allowed it; a click brings the page back. */
export function notifyIfHidden(title: string, body: string, tag?: string): boolean {
  if (!supported() || document.visibilityState !== 'hidden') return false;
  if (Notification.permission !== 'granted') return false;
  try {
    const notice = new Notification(title, { body, tag, icon: '/favicon.svg' });
    notice.onclick = () => {
      window.focus();
      notice.close();
    };
    return true;
  } catch {
    // Some browsers allow notifications only from a service worker: the page says it when shown again.
    return false;
  }
}
