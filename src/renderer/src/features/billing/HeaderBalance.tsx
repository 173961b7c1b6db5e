// The spendable balance in the header, a link to billing. Plain React: the header is on every first page.
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useCredits } from '../../queries/credits';
import { useCreditsFormat } from './credits-format';

export function HeaderBalance() {
  const { t } = useTranslation();
  const fmt = useCreditsFormat();
  const total = useCredits().data?.total;
  if (total === undefined) return null;
  const amount = fmt.amount(total);
  const text = fmt.credits(total);
  return (
    <Link
      to="/user/billing"
      className="header-balance"
      data-testid="header-balance"
      // Narrow screens show only the number (from data-short); the name stays the whole text.
      data-short={amount}
      aria-label={text}
      title={t('billing.balanceTitle')}
    >
      <span className="header-balance-dot" aria-hidden="true" />
      <span className="header-balance-text">{text}</span>
    </Link>
  );
}
