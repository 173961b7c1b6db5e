// Stripe's pages (Checkout, the customer portal): the web leaves for them in this window; the desktop app
// opens them in the system browser.
import { isSafeExternalUrl } from '@shared/rules/external-url';
import { platform } from '../../platform';

/** True when this window is leaving for the page (the web); false when it opened elsewhere. */
export function openPaymentPage(url: string): boolean {
  if (!isSafeExternalUrl(url)) return false;
  if (platform.kind === 'web') {
    window.location.assign(url);
    return true;
  }
  platform.openExternal(url);
  return false;
}
