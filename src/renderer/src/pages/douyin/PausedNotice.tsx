// Told above everything when the engine stopped rules of an account because their bot's answers could not be
// paid: where to get credits, and a way to the rules to turn them on again (they stay off until then).
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { DouyinAccount } from '@shared/api/douyin';

export function PausedNotice(props: { accounts: DouyinAccount[]; onShowRules(id: string): void }) {
  const { t } = useTranslation();
  const paused = props.accounts.filter((account) => account.pausedRules > 0);
  if (!paused.length) return null;
  return (
    <div className="douyin-notice form-alert" role="alert" data-testid="douyin-paused">
      {paused.map((account) => (
        <p key={account.id}>
          <bdi>
            {t('douyin.page.paused.text', {
              account: account.nickname,
              count: account.pausedRules,
            })}
          </bdi>{' '}
          <button
            type="button"
            className="btn btn-ghost"
            onClick={() => props.onShowRules(account.id)}
          >
            {t('douyin.page.paused.rules')}
          </button>
        </p>
      ))}
      <Link className="btn btn-primary" to="/price">
        {t('douyin.page.paused.topUp')}
      </Link>
    </div>
  );
}
