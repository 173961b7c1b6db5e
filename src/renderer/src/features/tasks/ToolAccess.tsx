// Before a tool's button: what pressing it costs (as the header writes credits), or why it cannot be used
// now (a free account's plan locks it: a link to the plans; the server has no provider for it: the reason).
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { ToolInfo } from '@shared/api/tools';
import type { ViewStatus } from '../../queries/view-status';
import { useCredits } from '../../queries/credits';
import { useTaskFormat } from './task-format';

/** Whether the tool's button should wait: unknown yet, locked or unavailable. */
export const toolBlocked = (tool: ToolInfo | undefined) => !tool || tool.locked || !tool.available;

export function ToolAccess(props: {
  status: ViewStatus;
  tool?: ToolInfo;
  retry: () => void;
  /**
   * What this request costs, hundredths (the catalogue's price times the count, a quote…); `pending` while
   * a quote is on its way. The catalogue's price when absent.
   */
  price?: number | 'pending';
  /** The message that writes the price (`{{amount}}`), when not the plain "Costs …". */
  priceKey?: string;
}) {
  const { t } = useTranslation();
  const fmt = useTaskFormat();
  const balance = useCredits().data?.total;
  const { status, tool } = props;
  if (status === 'error' && !tool)
    return (
      <div className="tool-access is-error" role="alert" data-testid="tool-access-error">
        <span>{t('tools.access.loadFailed')}</span>
        <button type="button" className="btn" onClick={props.retry}>
          {t('app.retry')}
        </button>
      </div>
    );
  if (!tool)
    return (
      <p className="tool-access" role="status" data-testid="tool-access-loading">
        {t('tools.access.loading')}
      </p>
    );
  if (!tool.available)
    return (
      <div className="tool-access is-off" role="alert" data-testid="tool-unavailable">
        <strong>{t('tools.access.unavailable')}</strong>
        {tool.reason && <span>{tool.reason}</span>}
      </div>
    );
  if (tool.locked)
    return (
      <div className="tool-access is-locked" data-testid="tool-locked">
        <strong>{t('tools.access.locked')}</strong>
        <span>{t('tools.access.lockedText')}</span>
        <Link className="btn btn-primary" to="/price" data-testid="tool-locked-link">
          {t('tools.access.seePlans')}
        </Link>
      </div>
    );
  if (props.price === 'pending')
    return (
      <p className="tool-access" role="status" data-testid="tool-price-pending">
        {t('tools.access.pricing')}
      </p>
    );
  const price = props.price ?? tool.price;
  const short = balance !== undefined && balance < price;
  return (
    <p
      className={short ? 'tool-access is-short' : 'tool-access'}
      data-testid="tool-price"
      data-credits={price}
    >
      {t(props.priceKey ?? 'tools.access.price', { amount: fmt.credits(price) })}
      {short && (
        <>
          {' '}
          <span>{t('tools.access.short', { balance: fmt.credits(balance) })}</span>{' '}
          <Link to="/price">{t('tools.access.getCredits')}</Link>
        </>
      )}
    </p>
  );
}
