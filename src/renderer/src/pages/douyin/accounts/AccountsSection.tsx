// The connected accounts, each a card; another can be connected below them. None yet: what to do first.
import { useTranslation } from 'react-i18next';
import type { DouyinAccount } from '@shared/api/douyin';
import { AccountCard } from './AccountCard';
import { ConnectFirst } from './ConnectFirst';
import { ConnectForm } from './ConnectForm';

export function AccountsSection(props: { accounts: DouyinAccount[] }) {
  const { t } = useTranslation();
  if (props.accounts.length === 0) return <ConnectFirst />;
  return (
    <>
      <ul className="douyin-accounts" data-testid="douyin-accounts">
        {props.accounts.map((account) => (
          <AccountCard key={account.id} account={account} />
        ))}
      </ul>
      <section className="card douyin-more">
        <h2>{t('douyin.page.connect.title')}</h2>
        <p className="lead">{t('douyin.page.connect.lead')}</p>
        <ConnectForm testId="douyin-connect" />
      </section>
    </>
  );
}
