// The review of an edit: each changed leaf of the document with what it was and what it becomes.
import { useTranslation } from 'react-i18next';
import type { TableChange } from './table-diff';

const shown = (value: unknown) => (value === undefined ? '—' : JSON.stringify(value));

export function ChangesTable(props: { changes: TableChange[] }) {
  const { t } = useTranslation();
  if (props.changes.length === 0) return <p className="muted">{t('admin.config.noChanges')}</p>;
  return (
    <div className="admin-table-wrap">
      <p>{t('admin.config.changes', { count: props.changes.length })}</p>
      <table className="admin-table" data-testid="config-changes">
        <thead>
          <tr>
            <th>{t('admin.config.field')}</th>
            <th>{t('admin.config.was')}</th>
            <th>{t('admin.config.becomes')}</th>
          </tr>
        </thead>
        <tbody>
          {props.changes.map((change) => (
            <tr key={change.path}>
              <td className="admin-id">{change.path}</td>
              <td className="admin-number">{shown(change.was)}</td>
              <td className="admin-number">{shown(change.becomes)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
