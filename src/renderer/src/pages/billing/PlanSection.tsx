// The subscription: which plan, its state and dates, and what can be done with it.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { Alert, Button, Card, Descriptions, Tag } from 'antd';
import { useConfirm } from '../../components/Confirm';
import type { CreditsSummary } from '@shared/api/billing';
import { billingService } from '../../api/billing';
import { toast } from '../../api/toast';
import { setCredits } from '../../queries/credits';
import { useCreditsFormat } from '../../features/billing/credits-format';
import { openPaymentPage } from '../../features/billing/payment-page';

const STATUS_COLORS = { active: 'green', past_due: 'orange', canceled: 'default' } as const;

export function PlanSection(props: { summary: CreditsSummary; paymentsEnabled: boolean }) {
  const { summary, paymentsEnabled } = props;
  const { t } = useTranslation();
  const navigate = useNavigate();
  const fmt = useCreditsFormat();
  const confirm = useConfirm();
  const [opening, setOpening] = useState(false);
  const plan = summary.plan;

  const manage = async () => {
    setOpening(true);
    try {
      // The web leaves for Stripe: the button keeps spinning until it has.
      if (openPaymentPage((await billingService.portal()).url)) return;
    } catch {
      // The client already showed the server's message.
    }
    setOpening(false);
  };

  const cancel = () => {
    if (!plan) return;
    const date = fmt.date(plan.periodEnd);
    confirm({
      title: t('billing.account.cancelTitle'),
      content: t('billing.account.cancelConfirm', { date }),
      okText: t('billing.account.cancel'),
      okTestId: 'cancel-plan-ok',
      cancelText: t('billing.account.keep'),
      onOk: async () => {
        try {
          setCredits(await billingService.cancel());
          toast('success', t('billing.account.canceled', { date }));
        } catch {
          // The client already showed the server's message.
        }
      },
    });
  };

  const actions = (
    <div className="billing-actions">
      <Button type={plan ? 'default' : 'primary'} onClick={() => void navigate('/price')}>
        {plan && plan.status !== 'canceled'
          ? t('billing.account.change')
          : t('billing.account.seePlans')}
      </Button>
      <Button onClick={() => void navigate('/price#buy')} data-testid="billing-buy">
        {t('billing.account.buy')}
      </Button>
      {plan && (
        <Button
          loading={opening}
          disabled={!paymentsEnabled}
          onClick={() => void manage()}
          title={t('billing.account.manageHelp')}
          data-testid="billing-manage"
        >
          {t('billing.account.manage')}
        </Button>
      )}
      {plan && plan.status !== 'canceled' && (
        <Button danger disabled={!paymentsEnabled} onClick={cancel} data-testid="billing-cancel">
          {t('billing.account.cancel')}
        </Button>
      )}
    </div>
  );

  return (
    <Card title={t('billing.account.plan')} className="billing-card" data-testid="billing-plan">
      {plan ? (
        <>
          <Descriptions
            column={1}
            size="small"
            items={[
              {
                key: 'plan',
                label: t('billing.account.planName'),
                children: <strong>{t(`billing.plans.${plan.id}`)}</strong>,
              },
              {
                key: 'status',
                label: t('billing.account.status'),
                children: (
                  <span className="plan-status">
                    <Tag color={STATUS_COLORS[plan.status]}>
                      {t(`billing.status.${plan.status}`)}
                    </Tag>
                    {plan.status === 'canceled' &&
                      t('billing.account.serviceUntil', { date: fmt.date(plan.periodEnd) })}
                  </span>
                ),
              },
              ...(plan.status === 'canceled'
                ? []
                : [
                    {
                      key: 'period',
                      label:
                        plan.status === 'active'
                          ? t('billing.account.renewsOn')
                          : t('billing.account.paidUntil'),
                      children: fmt.date(plan.periodEnd),
                    },
                  ]),
              ...(plan.nextPlan && plan.status !== 'canceled'
                ? [
                    {
                      key: 'next',
                      label: t('billing.account.nextPlan'),
                      children: t('billing.account.nextPlanValue', {
                        plan: t(`billing.plans.${plan.nextPlan}`),
                        date: fmt.date(plan.periodEnd),
                      }),
                    },
                  ]
                : []),
            ]}
          />
          {plan.status === 'past_due' && (
            <Alert
              className="billing-alert"
              type="warning"
              showIcon
              title={t('billing.account.pastDueHelp')}
            />
          )}
        </>
      ) : (
        <>
          <p className="billing-strong">{t('billing.account.noPlan')}</p>
          <p className="muted">{t('billing.account.noPlanLead')}</p>
        </>
      )}
      {!paymentsEnabled && <p className="muted">{t('billing.paymentsDisabled')}</p>}
      {actions}
    </Card>
  );
}
