// The page's four parts as tabs (the chosen one and the chosen account kept in the address, so a reload or
// a shared link opens the same view): the accounts, the rules of one account, the dry run of its rules,
// and the comments and messages of every account.
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import type { DouyinAccount } from '@shared/api/douyin';
import { Tabs, panelId, tabId } from '../../components/Tabs';
import { AccountsSection } from './accounts/AccountsSection';
import { ConnectFirst } from './accounts/ConnectFirst';
import { DataSection } from './data/DataSection';
import { DryRunSection } from './dry-run/DryRunSection';
import { PausedNotice } from './PausedNotice';
import { RulesSection } from './rules/RulesSection';

const TABS = ['accounts', 'rules', 'dryRun', 'data'] as const;
type Tab = (typeof TABS)[number];

function AccountPicker(props: {
  accounts: DouyinAccount[];
  value: string;
  onChange(id: string): void;
}) {
  const { t } = useTranslation();
  const id = useId();
  if (props.accounts.length < 2) return null;
  return (
    <div className="form-field douyin-picker">
      <label htmlFor={id}>{t('douyin.page.accountPicker')}</label>
      <select
        id={id}
        value={props.value}
        onChange={(event) => props.onChange(event.target.value)}
        data-testid="douyin-account-picker"
      >
        {props.accounts.map((account) => (
          <option key={account.id} value={account.id}>
            {account.nickname}
          </option>
        ))}
      </select>
    </div>
  );
}

export function DouyinSections(props: { accounts: DouyinAccount[] }) {
  const { t } = useTranslation();
  const prefix = useId();
  const [params, setParams] = useSearchParams();
  const asked = params.get('tab');
  const tab: Tab = TABS.find((item) => item === asked) ?? 'accounts';
  const account =
    props.accounts.find((item) => item.id === params.get('account')) ?? props.accounts[0];
  const set = (values: Record<string, string>) =>
    setParams(
      (old) => {
        const next = new URLSearchParams(old);
        for (const [key, value] of Object.entries(values)) next.set(key, value);
        return next;
      },
      { replace: true },
    );
  const needsAccount = tab === 'rules' || tab === 'dryRun';

  return (
    <>
      <PausedNotice
        accounts={props.accounts}
        onShowRules={(id) => set({ tab: 'rules', account: id })}
      />
      <Tabs
        tabs={TABS.map((id) => ({ id, label: t(`douyin.page.tabs.${id}`) }))}
        active={tab}
        onChange={(id) => set({ tab: id })}
        idPrefix={prefix}
        label={t('douyin.page.tabs.label')}
      />
      <section
        id={panelId(prefix, tab)}
        role="tabpanel"
        aria-labelledby={tabId(prefix, tab)}
        className="douyin-panel"
        data-testid={`douyin-panel-${tab}`}
      >
        {needsAccount && account && (
          <AccountPicker
            accounts={props.accounts}
            value={account.id}
            onChange={(id) => set({ account: id })}
          />
        )}
        {tab === 'accounts' && <AccountsSection accounts={props.accounts} />}
        {needsAccount && !account && <ConnectFirst />}
        {tab === 'rules' && account && <RulesSection account={account} key={account.id} />}
        {tab === 'dryRun' && account && <DryRunSection account={account} key={account.id} />}
        {tab === 'data' && <DataSection accounts={props.accounts} />}
      </section>
    </>
  );
}
