// The one validator for links that leave the app (desktop main and the web Platform alike): web pages only.
// javascript:, file:, data:, custom schemes (ms-settings:, atrium:), UNC paths and URLs carrying credentials
// are refused.
export function isSafeExternalUrl(url: string): boolean {
  if (typeof url !== 'string' || url.length > 2048 || /^\s|[\s\\]/.test(url.slice(0, 12)))
    return false;
  try {
    const parsed = new URL(url);
    return (
      (parsed.protocol === 'https:' || parsed.protocol === 'http:') &&
      parsed.hostname !== '' &&
      parsed.username === '' &&
      parsed.password === ''
    );
  } catch {
    return false;
  }
}
