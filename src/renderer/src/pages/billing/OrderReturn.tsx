// Back from Checkout (/user/billing?order=SN): the webhook may not have landed yet, so the order is polled
// with a growing pause (1 s, 2 s, 3 s …) for about a minute until it is paid, expired or failed.
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Spin } from 'antd';
import type { Order } from '@shared/api/billing';
import { billingService } from '../../api/billing';
import { ApiError } from '../../api/errors';
import { useCreditsFormat } from '../../features/billing/credits-format';

/** How long the return keeps asking before saying the payment is still being confirmed. */
export const ORDER_POLL_LIMIT_MS = 60_000;

type State =
  | { kind: 'checking' }
  | { kind: 'paid'; order: Order }
  | { kind: 'failed' | 'expired' | 'slow' | 'missing' };

interface Props {
  sn: string;
  /** The order was paid: credits and orders are worth reloading. */
  onPaid: () => void;
  onClose: () => void;
}

/** Render with `key={sn}`: a new order starts a new poll. */
export function OrderReturn({ sn, onPaid, onClose }: Props) {
  const { t } = useTranslation();
  const fmt = useCreditsFormat();
  const [state, setState] = useState<State>({ kind: 'checking' });
  const paid = useRef(onPaid);
  useEffect(() => {
    paid.current = onPaid;
  }, [onPaid]);

  useEffect(() => {
    let stopped = false;
    let timer: number | undefined;
    let attempt = 0;
    let waited = 0;
    const check = async () => {
      try {
        const order = await billingService.order(sn);
        if (stopped) return;
        if (order.status === 'paid') {
          setState({ kind: 'paid', order });
          paid.current();
          return;
        }
        if (order.status !== 'pending') {
          setState({ kind: order.status });
          return;
        }
      } catch (error) {
        if (stopped) return;
        if (error instanceof ApiError && error.status === 404) {
          setState({ kind: 'missing' });
          return;
        }
        // Anything else (offline, a slow server): keep trying within the limit.
      }
      attempt += 1;
      const pause = attempt * 1000;
      if (waited + pause > ORDER_POLL_LIMIT_MS) {
        setState({ kind: 'slow' });
        return;
      }
      waited += pause;
      timer = window.setTimeout(() => void check(), pause);
    };
    void check();
    return () => {
      stopped = true;
      window.clearTimeout(timer);
    };
  }, [sn]);

  if (state.kind === 'checking')
    return (
      <Alert
        className="billing-alert"
        type="info"
        role="status"
        icon={<Spin size="small" />}
        showIcon
        title={t('billing.account.confirming')}
        description={t('billing.account.confirmingLead')}
        data-testid="order-confirming"
      />
    );
  const closable = { onClose };
  if (state.kind === 'paid')
    return (
      <Alert
        className="billing-alert"
        type="success"
        showIcon
        closable={closable}
        title={t('billing.account.paidTitle')}
        description={t('billing.account.paid', { credits: fmt.credits(state.order.credits) })}
        data-testid="order-paid"
      />
    );
  const texts = {
    failed: t('billing.account.failed'),
    expired: t('billing.account.expired'),
    missing: t('billing.account.orderNotFound'),
    slow: t('billing.account.slow'),
  };
  return (
    <Alert
      className="billing-alert"
      type={state.kind === 'slow' ? 'warning' : 'error'}
      showIcon
      closable={closable}
      title={texts[state.kind]}
      data-testid={`order-${state.kind}`}
    />
  );
}
