// The three plans: price, monthly credits and what they buy (computed by the server from the price table),
// with the one action that fits the visitor: sign in, subscribe, change plan, or nothing (subscribed).
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { Alert, Button, Card, Tag } from 'antd';
import { useConfirm } from '../../components/Confirm';
import type { PriceInfo } from '@shared/api/billing';
import type { PlanId } from '@shared/billing/prices';
import { billingService } from '../../api/billing';
import { toast } from '../../api/toast';
import { setCredits, useCredits } from '../../queries/credits';
import { useCreditsFormat } from '../../features/billing/credits-format';
import { LOGIN_FOR_PRICE, type useCheckout } from './use-checkout';

interface Action {
  label: string;
  onClick?: () => void;
  primary?: boolean;
}

export function PlanCards(props: { info: PriceInfo; checkout: ReturnType<typeof useCheckout> }) {
  const { info, checkout } = props;
  const { t } = useTranslation();
  const navigate = useNavigate();
  const fmt = useCreditsFormat();
  const credits = useCredits();
  const summary = credits.data;
  const confirm = useConfirm();
  const [changing, setChanging] = useState<PlanId>();
  const plan = summary?.plan;
  /** A plan that renews or can be changed: a cancelled one only runs to its end. */
  const live = plan && plan.status !== 'canceled' ? plan : undefined;
  const name = (id: PlanId) => t(`billing.plans.${id}`);

  const change = (id: PlanId) => {
    if (!live) return;
    const keep = id === live.id;
    const date = fmt.date(live.periodEnd);
    confirm({
      danger: false,
      title: keep
        ? t('billing.price.keepTitle', { plan: name(id) })
        : t('billing.price.changeTitle', { plan: name(id) }),
      content: keep
        ? t('billing.price.keepConfirm', { plan: name(id), date })
        : t('billing.price.changeConfirm', { date }),
      okText: keep ? t('billing.price.keepPlan') : t('billing.price.changePlan'),
      onOk: async () => {
        setChanging(id);
        try {
          setCredits(await billingService.changePlan(id));
          toast(
            'success',
            keep
              ? t('billing.price.kept', { plan: name(id) })
              : t('billing.price.changed', { plan: name(id), date }),
          );
        } catch {
          // The client already showed the server's message.
        } finally {
          setChanging(undefined);
        }
      },
    });
  };

  const actionFor = (id: PlanId): Action => {
    if (!checkout.signedIn)
      return {
        label: t('billing.price.subscribe'),
        primary: true,
        onClick: () => void navigate(LOGIN_FOR_PRICE),
      };
    if (!live)
      return {
        label: t('billing.price.subscribe'),
        primary: true,
        onClick: () => void checkout.buy(id, { kind: 'subscription', plan: id }),
      };
    if (id === live.id)
      return live.nextPlan && live.status === 'active'
        ? { label: t('billing.price.keepPlan'), onClick: () => change(id) }
        : { label: t('billing.price.subscribed') };
    if (id === live.nextPlan)
      return { label: t('billing.price.startsOn', { date: fmt.date(live.periodEnd) }) };
    if (live.status !== 'active') return { label: t('billing.price.changePlan') };
    return { label: t('billing.price.changePlan'), onClick: () => change(id) };
  };

  // Until the user's plan is known, no button can say what it would do.
  const waiting = checkout.signedIn && !summary && credits.isPending;
  return (
    <>
      {live?.status === 'past_due' && (
        <Alert
          className="billing-alert"
          type="warning"
          showIcon
          title={t('billing.price.pastDue')}
        />
      )}
      <div className="plan-grid">
        {info.plans.map((entry) => {
          const current = live?.id === entry.id;
          const action = actionFor(entry.id);
          return (
            <Card
              key={entry.id}
              className={current ? 'plan-card plan-card-current' : 'plan-card'}
              data-testid={`plan-${entry.id}`}
            >
              <div className="plan-head">
                <h3>{name(entry.id)}</h3>
                {current && <Tag color="blue">{t('billing.price.currentPlan')}</Tag>}
              </div>
              <p className="plan-price">
                <strong>{fmt.money(entry.monthlyPrice, info.currency)}</strong>{' '}
                <span>{t('billing.price.perMonth')}</span>
              </p>
              <p className="plan-credits">
                {t('billing.price.monthlyCredits', { credits: fmt.credits(entry.credits) })}
              </p>
              <p className="plan-estimate">
                {t('billing.price.estimate', {
                  words: fmt.number(entry.estimate.chatWords),
                  images: fmt.number(entry.estimate.images),
                  upscales: fmt.number(entry.estimate.upscales),
                })}
              </p>
              <p className="plan-feature">
                <span aria-hidden="true">✓ </span>
                {t('billing.price.allModels')}
              </p>
              <Button
                block
                size="large"
                type={action.primary ? 'primary' : 'default'}
                disabled={!info.paymentsEnabled || !action.onClick}
                loading={waiting || checkout.busy === entry.id || changing === entry.id}
                onClick={action.onClick}
                data-testid={`plan-${entry.id}-action`}
              >
                {action.label}
              </Button>
            </Card>
          );
        })}
      </div>
    </>
  );
}
