// "Up to N credits" for a long message, or why it cannot be sent as it is (locked model, not enough credits).
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { TokenCount } from '@shared/api/chat-tokens';
import { formatCredits } from '@shared/billing/credits';

export function PriceHint({ count }: { count?: TokenCount }) {
  const { t, i18n } = useTranslation();
  if (!count) return null;
  const amount = formatCredits(count.credits, i18n.language);
  if (count.locked)
    return (
      <span
        className="composer-price composer-price-warn"
        data-testid="price-hint"
        data-state="locked"
      >
        {t('chat.composer.priceLocked')} <Link to="/price">{t('chat.composer.seePricing')}</Link>
      </span>
    );
  if (!count.affordable)
    return (
      <span
        className="composer-price composer-price-warn"
        data-testid="price-hint"
        data-state="short"
      >
        {t('chat.composer.priceShort', { amount })}{' '}
        <Link to="/price">{t('chat.composer.getCredits')}</Link>
      </span>
    );
  return (
    <span
      className="composer-price"
      data-testid="price-hint"
      data-state="ok"
      data-credits={count.credits}
    >
      {t('chat.composer.priceUpTo', { amount })}
    </span>
  );
}
