// How long the account's authorization lives: the access token (renewed on its own), the refresh token
// (after it the user must connect again), the renewals left of the platform's five, and a warning when
// reconnecting is due within a week or already is.
import { useTranslation } from 'react-i18next';
import type { DouyinAccount } from '@shared/api/douyin';
import { formatTime } from '../../../features/douyin/format';

export function TokenLife(props: { account: DouyinAccount }) {
  const { t } = useTranslation();
  const { account } = props;
  // The server marks an account whose tokens lapsed; before then it names the day to reconnect by.
  const lapsed = account.state === 'reauthorize' || account.reauthorizeBy === null;
  return (
    <div className="douyin-tokens">
      {account.reauthorizeBy !== null || account.state === 'reauthorize' ? (
        <p className="form-alert" role="alert" data-testid="douyin-reauthorize">
          {lapsed
            ? t('douyin.page.account.reauthorizeNow')
            : t('douyin.page.account.reauthorizeBy', {
                time: formatTime(account.reauthorizeBy!),
              })}
        </p>
      ) : null}
      <ul className="douyin-meta">
        <li>
          {t('douyin.page.account.accessExpires', { time: formatTime(account.accessExpiresAt) })}
        </li>
        <li>
          {t('douyin.page.account.refreshExpires', { time: formatTime(account.refreshExpiresAt) })}
        </li>
        <li>{t('douyin.page.account.renewalsLeft', { count: account.renewalsLeft })}</li>
      </ul>
    </div>
  );
}
