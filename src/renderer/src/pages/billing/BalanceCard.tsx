// The credits balance: what can be spent now, what is reserved, and each bucket with when it ends.
import { useTranslation } from 'react-i18next';
import { Card } from 'antd';
import type { CreditsSummary } from '@shared/api/billing';
import { useCreditsFormat } from '../../features/billing/credits-format';

export function BalanceCard({ summary }: { summary: CreditsSummary }) {
  const { t } = useTranslation();
  const fmt = useCreditsFormat();
  const live = summary.plan && summary.plan.status !== 'canceled';
  const buckets = summary.buckets.filter((bucket) => bucket.amount > 0);
  const ends = (bucket: CreditsSummary['buckets'][number]): string => {
    if (bucket.bucket === 'forever' || !bucket.expiresAt) return t('billing.account.neverExpires');
    const date = fmt.date(bucket.expiresAt);
    if (bucket.bucket === 'topup') return t('billing.account.expires', { date });
    return live ? t('billing.account.resets', { date }) : t('billing.account.ends', { date });
  };
  return (
    <Card
      title={t('billing.account.balance')}
      className="billing-card"
      data-testid="billing-balance"
    >
      <p className="balance-total">
        <span className="muted">{t('billing.account.available')}</span>
        <strong data-testid="balance-total">{fmt.credits(summary.total)}</strong>
      </p>
      <p className="balance-held muted" data-testid="balance-held">
        {t('billing.account.held', { credits: fmt.credits(summary.held) })}
      </p>
      {buckets.length === 0 ? (
        <p className="muted">{t('billing.account.noCredits')}</p>
      ) : (
        <ul className="bucket-list">
          {buckets.map((bucket, index) => (
            <li key={`${bucket.bucket}-${bucket.expiresAt ?? 'never'}-${index}`}>
              <span className="bucket-name">{t(`billing.buckets.${bucket.bucket}`)}</span>
              <span className="bucket-amount">{fmt.amount(bucket.amount)}</span>
              <span className="bucket-ends">{ends(bucket)}</span>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
