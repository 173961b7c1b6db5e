/** Only same-origin paths: a redirect parameter must never send the user to another site. */
export function safeRedirect(value: string | null): string {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\'))
    return '/home';
  return value;
}
