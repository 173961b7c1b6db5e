// A user's credits on their page: the spendable balance and what is held, each bucket with its expiry, the
// plan, the latest ledger entries (with the admin behind each adjustment), and Grant / Deduct with a reason.
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CreditsSummary } from '@shared/api/billing';
import { CENTICREDITS } from '@shared/billing/credits';
import { adminService } from '../../../api/admin';
import { ErrorPanel } from '../../../components/ErrorPanel';
import { Spinner } from '../../../components/Spinner';
import { useCreditsFormat } from '../../../features/billing/credits-format';
import { useAdminLedger } from '../../../queries/admin';
import { ActionDialog } from '../../../features/admin/ActionDialog';

function AdjustDialog(props: { email: string; kind: 'grant' | 'deduct'; onClose(): void }) {
  const { t } = useTranslation();
  const amountId = useId();
  const [amount, setAmount] = useState('');
  const grant = props.kind === 'grant';
  const typed = Math.round(Number(amount) * CENTICREDITS);
  const hundredths = Number.isFinite(typed) ? typed : 0;
  return (
    <ActionDialog
      title={t(grant ? 'admin.users.grantTitle' : 'admin.users.deductTitle', {
        email: props.email,
      })}
      okText={t(grant ? 'admin.users.grant' : 'admin.users.deduct')}
      danger={!grant}
      testId="admin-adjust-dialog"
      onClose={props.onClose}
      check={() => (hundredths >= 1 ? undefined : t('admin.users.amountInvalid'))}
      onSubmit={async (reason) => {
        const body = { email: props.email, amount: hundredths, reason };
        return grant ? adminService.grant(body) : adminService.deduct(body);
      }}
    >
      <label htmlFor={amountId}>{t('admin.users.amount')}</label>
      <input
        id={amountId}
        type="number"
        inputMode="decimal"
        min="0.01"
        step="0.01"
        value={amount}
        onChange={(event) => setAmount(event.target.value)}
        data-testid="admin-amount"
      />
    </ActionDialog>
  );
}

/** The buckets with their expiries, what is held, and the plan with its period. */
function Summary(props: { summary: CreditsSummary }) {
  const { t } = useTranslation();
  const format = useCreditsFormat();
  const { summary } = props;
  return (
    <dl className="admin-facts">
      {summary.buckets.map((bucket) => (
        <div key={`${bucket.bucket}-${bucket.expiresAt ?? ''}`}>
          <dt>{t(`billing.buckets.${bucket.bucket}`)}</dt>
          <dd>
            {format.amount(bucket.amount)}
            {bucket.expiresAt && (
              <span className="muted">
                {' '}
                {t('admin.users.expires', { date: format.date(bucket.expiresAt) })}
              </span>
            )}
          </dd>
        </div>
      ))}
      <div>
        <dt>{t('admin.users.held')}</dt>
        <dd>{format.amount(summary.held)}</dd>
      </div>
      <div>
        <dt>{t('admin.users.plan')}</dt>
        <dd data-testid="admin-plan">
          {summary.plan
            ? t('admin.users.planUntil', {
                plan: t(`billing.plans.${summary.plan.id}`),
                date: format.date(summary.plan.periodEnd),
              })
            : t('admin.users.noPlan')}
        </dd>
      </div>
    </dl>
  );
}

export function UserCredits(props: { email: string }) {
  const { t } = useTranslation();
  const format = useCreditsFormat();
  const ledger = useAdminLedger(props.email);
  const [adjusting, setAdjusting] = useState<'grant' | 'deduct'>();
  return (
    <section className="card admin-card" aria-labelledby="admin-credits-title">
      <div className="admin-card-head">
        <h3 id="admin-credits-title">{t('admin.users.credits')}</h3>
        <button
          type="button"
          className="btn"
          onClick={() => setAdjusting('grant')}
          data-testid="admin-grant"
        >
          {t('admin.users.grant')}
        </button>
        <button
          type="button"
          className="btn"
          onClick={() => setAdjusting('deduct')}
          data-testid="admin-deduct"
        >
          {t('admin.users.deduct')}
        </button>
      </div>
      {ledger.isPending ? (
        <Spinner />
      ) : ledger.isError ? (
        <ErrorPanel
          testId="admin-ledger-failed"
          message={t('admin.users.ledgerFailed')}
          action={
            <button type="button" className="btn" onClick={() => void ledger.refetch()}>
              {t('app.retry')}
            </button>
          }
        />
      ) : (
        <>
          <p className="admin-balance" data-testid="admin-balance">
            {format.credits(ledger.data.balance)}
          </p>
          <Summary summary={ledger.data.summary} />
          {ledger.data.entries.length === 0 ? (
            <p className="muted">{t('admin.users.noEntries')}</p>
          ) : (
            <div className="admin-table-wrap">
              <table className="admin-table" data-testid="admin-ledger">
                <thead>
                  <tr>
                    <th>{t('admin.audit.when')}</th>
                    <th>{t('admin.users.entry')}</th>
                    <th>{t('admin.users.bucket')}</th>
                    <th>{t('admin.users.amount')}</th>
                    <th>{t('admin.audit.reason')}</th>
                  </tr>
                </thead>
                <tbody>
                  {ledger.data.entries.map((entry) => (
                    <tr key={entry.id}>
                      <td>{format.dateTime(entry.createdAt)}</td>
                      <td>{entry.type}</td>
                      <td>{t(`billing.buckets.${entry.bucket}`)}</td>
                      <td className="admin-number">{format.amount(entry.amount)}</td>
                      <td>
                        {entry.reason}
                        {entry.actor && <div className="muted">{entry.actor}</div>}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
        </>
      )}
      {adjusting && (
        <AdjustDialog
          email={props.email}
          kind={adjusting}
          onClose={() => setAdjusting(undefined)}
        />
      )}
    </section>
  );
}
