// Audit entries as a table: when, which admin, what was done to what, the change and the admin's reason.
// Shared by the audit log and a user's page (their own history).
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { AuditEntry } from '@shared/api/admin';
import { useCreditsFormat } from '../billing/credits-format';

/** Fields that hold credits (hundredths), written as credits. */
const CREDIT_FIELDS = new Set(['balance', 'amount']);

/** `{status: 'active'}` → "State: active", one pair a line, fields and credits in the reader's words. */
function Change(props: { value: Record<string, unknown> | null }) {
  const { t, i18n } = useTranslation();
  const format = useCreditsFormat();
  if (!props.value) return null;
  const name = (key: string) =>
    i18n.exists(`admin.audit.fields.${key}`) ? t(`admin.audit.fields.${key}`) : key;
  const text = (key: string, value: unknown) =>
    CREDIT_FIELDS.has(key) && typeof value === 'number'
      ? format.amount(value)
      : value !== null && typeof value === 'object'
        ? JSON.stringify(value)
        : String(value ?? '—');
  return (
    <>
      {Object.entries(props.value).map(([key, value]) => (
        <div key={key}>
          {name(key)}: <bdi>{text(key, value)}</bdi>
        </div>
      ))}
    </>
  );
}

export function AuditTable(props: { entries: AuditEntry[]; showTarget?: boolean }) {
  const { t } = useTranslation();
  const format = useCreditsFormat();
  return (
    <div className="admin-table-wrap">
      <table className="admin-table" data-testid="audit-table">
        <thead>
          <tr>
            <th>{t('admin.audit.when')}</th>
            <th>{t('admin.audit.who')}</th>
            <th>{t('admin.audit.action')}</th>
            {props.showTarget !== false && <th>{t('admin.audit.target')}</th>}
            <th>{t('admin.audit.before')}</th>
            <th>{t('admin.audit.after')}</th>
            <th>{t('admin.audit.reason')}</th>
          </tr>
        </thead>
        <tbody>
          {props.entries.map((entry) => (
            <tr key={entry.id} data-testid="audit-row" data-action={entry.action}>
              <td>{format.dateTime(entry.createdAt)}</td>
              <td>{entry.actor ?? t('admin.audit.commandLine')}</td>
              <td>{t(`admin.audit.actions.${entry.action}`)}</td>
              {props.showTarget !== false && (
                <td>
                  {entry.target.kind === 'user' ? (
                    <Link to={`/admin/users/${entry.target.id}`}>
                      {entry.target.label ?? entry.target.id}
                    </Link>
                  ) : (
                    `${entry.target.kind} ${entry.target.id}`
                  )}
                </td>
              )}
              <td>
                <Change value={entry.before} />
              </td>
              <td>
                <Change value={entry.after} />
              </td>
              <td>{entry.reason}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
