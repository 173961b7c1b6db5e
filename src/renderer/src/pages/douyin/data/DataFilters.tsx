// The filters of the received comments and messages: the account, the kind, the state and words to find.
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { EVENT_KINDS, EVENT_STATES, type DouyinAccount } from '@shared/api/douyin';

export interface DataFilter {
  accountId: string;
  kind: string;
  state: string;
  q: string;
}

function Select(props: {
  label: string;
  value: string;
  options: ReadonlyArray<{ value: string; label: string }>;
  onChange(value: string): void;
  testId: string;
}) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <div className="form-field">
      <label htmlFor={id}>{props.label}</label>
      <select
        id={id}
        value={props.value}
        onChange={(event) => props.onChange(event.target.value)}
        data-testid={props.testId}
      >
        <option value="">{t('douyin.page.data.all')}</option>
        {props.options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}

export function DataFilters(props: {
  accounts: DouyinAccount[];
  value: DataFilter;
  onChange(changes: Partial<DataFilter>): void;
}) {
  const { t } = useTranslation();
  const searchId = useId();
  const { value, onChange } = props;
  return (
    <fieldset className="douyin-filters">
      <legend className="sr-only">{t('douyin.page.data.filters')}</legend>
      {props.accounts.length > 1 && (
        <Select
          label={t('douyin.page.data.account')}
          value={value.accountId}
          options={props.accounts.map((account) => ({ value: account.id, label: account.nickname }))}
          onChange={(accountId) => onChange({ accountId })}
          testId="douyin-data-account"
        />
      )}
      <Select
        label={t('douyin.page.data.kind')}
        value={value.kind}
        options={EVENT_KINDS.map((kind) => ({ value: kind, label: t(`douyin.page.kind.${kind}`) }))}
        onChange={(kind) => onChange({ kind })}
        testId="douyin-data-kind"
      />
      <Select
        label={t('douyin.page.data.state')}
        value={value.state}
        options={EVENT_STATES.map((state) => ({
          value: state,
          label: t(`douyin.page.state.${state}`),
        }))}
        onChange={(state) => onChange({ state })}
        testId="douyin-data-state"
      />
      <div className="form-field">
        <label htmlFor={searchId}>{t('douyin.page.data.search')}</label>
        <input
          id={searchId}
          type="search"
          dir="auto"
          maxLength={100}
          value={value.q}
          onChange={(event) => onChange({ q: event.target.value })}
          data-testid="douyin-data-search"
        />
      </div>
    </fieldset>
  );
}
