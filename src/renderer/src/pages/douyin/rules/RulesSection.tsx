// One account's rules in the order they run, a way to add one, and a reminder to try rules in the dry run
// before turning them on. None yet: what a rule is and the button to write one.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DouyinAccount, DouyinRule } from '@shared/api/douyin';
import { ErrorPanel } from '../../../components/ErrorPanel';
import { Spinner } from '../../../components/Spinner';
import { useDouyinRules } from '../../../queries/douyin';
import { viewStatus } from '../../../queries/view-status';
import { RuleDialog } from './RuleDialog';
import { RuleRow } from './RuleRow';
import { inRunOrder, nextPriority } from './rule-order';

export function RulesSection(props: { account: DouyinAccount }) {
  const { t } = useTranslation();
  const query = useDouyinRules(props.account.id);
  const status = viewStatus(query);
  // undefined: no editor; null: a new rule; a rule: that rule.
  const [editing, setEditing] = useState<DouyinRule | null>();
  const rules = inRunOrder(query.data?.list ?? []);

  if (status === 'error')
    return (
      <ErrorPanel
        testId="douyin-rules-error"
        message={t('douyin.page.rules.failed')}
        action={
          <button type="button" className="btn" onClick={() => void query.refetch()}>
            {t('app.retry')}
          </button>
        }
      />
    );
  if (status === 'loading') return <Spinner />;
  const add = (
    <button
      type="button"
      className="btn btn-primary"
      onClick={() => setEditing(null)}
      data-testid="douyin-rule-add"
    >
      + {t('douyin.page.rules.add')}
    </button>
  );
  return (
    <div className="douyin-rules">
      {rules.length === 0 ? (
        <div className="card douyin-empty" data-testid="douyin-rules-empty">
          <h2>{t('douyin.page.rules.emptyTitle')}</h2>
          <p>{t('douyin.page.rules.emptyText')}</p>
          {add}
        </div>
      ) : (
        <>
          <div className="douyin-section-head">
            <div>
              <h2>{t('douyin.page.rules.title')}</h2>
              <p className="lead">{t('douyin.page.rules.lead')}</p>
              <p className="douyin-hint">{t('douyin.page.rules.tryFirst')}</p>
            </div>
            {add}
          </div>
          <ol className="douyin-rule-list" data-testid="douyin-rules">
            {rules.map((rule) => (
              <RuleRow key={rule.id} rule={rule} onEdit={() => setEditing(rule)} />
            ))}
          </ol>
        </>
      )}
      {editing !== undefined && (
        <RuleDialog
          accountId={props.account.id}
          rule={editing ?? undefined}
          nextPriority={nextPriority(rules)}
          onClose={() => setEditing(undefined)}
        />
      )}
    </div>
  );
}
