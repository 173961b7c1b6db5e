// Starting a Checkout from the pricing page: signed-out visitors sign in first; the web leaves for Stripe
// (the button keeps spinning until it has), the desktop app opens it in the browser and waits on billing.
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { billingApi } from '@shared/api/billing';
import type { RouteBody } from '@shared/api/http';
import { billingService } from '../../api/billing';
import { useUserStore } from '../../stores/user';
import { openPaymentPage } from '../../features/billing/payment-page';

export type CheckoutBody = RouteBody<typeof billingApi.checkout>;

export const LOGIN_FOR_PRICE = '/login?redirect=/price';

export function useCheckout() {
  const navigate = useNavigate();
  const signedIn = useUserStore((state) => Boolean(state.user));
  /** The key of the button whose checkout is starting. */
  const [busy, setBusy] = useState<string>();

  useEffect(() => {
    // Back from Stripe through the browser's cache: the page must not stay busy.
    const onShow = (event: PageTransitionEvent) => {
      if (event.persisted) setBusy(undefined);
    };
    window.addEventListener('pageshow', onShow);
    return () => window.removeEventListener('pageshow', onShow);
  }, []);

  const buy = async (key: string, body: CheckoutBody) => {
    if (!signedIn) {
      void navigate(LOGIN_FOR_PRICE);
      return;
    }
    setBusy(key);
    try {
      const { url, sn } = await billingService.checkout(body);
      if (openPaymentPage(url)) return;
      void navigate(`/user/billing?order=${encodeURIComponent(sn)}`);
    } catch {
      // The client already showed the server's message.
    }
    setBusy(undefined);
  };

  return { busy, buy, signedIn };
}
