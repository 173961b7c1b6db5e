// A session the server refused (revoked from another device, or lapsed past renewal) sends the user to sign
// in. The sign-in page says why, once, instead of appearing without a word. Kept in sessionStorage so a reload
// of the sign-in page does not repeat it, and another tab is not told.
const KEY = 'atrium.sessionEnded';

export function markSessionEnded(): void {
  try {
    sessionStorage.setItem(KEY, '1');
  } catch {
    // Storage refused (private mode): the user simply is not told.
  }
}

/** Whether the last session ended on the server's word; asking clears it. */
export function takeSessionEnded(): boolean {
  try {
    const ended = sessionStorage.getItem(KEY) === '1';
    sessionStorage.removeItem(KEY);
    return ended;
  } catch {
    return false;
  }
}
