// The audit log: every admin action, newest first, searchable by words (the target, the reason, the admin's
// e-mail) and by kind of action, thirty at a time.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AUDIT_ACTIONS, type AuditAction } from '@shared/api/admin';
import { ErrorPanel } from '../../../components/ErrorPanel';
import { Spinner } from '../../../components/Spinner';
import { useDebouncedValue } from '../../../components/use-debounced-value';
import { useAuditLog } from '../../../queries/admin';
import { AuditTable } from '../../../features/admin/AuditTable';

export default function AuditSection() {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const [action, setAction] = useState<AuditAction | ''>('');
  const q = useDebouncedValue(text.trim(), 300);
  const log = useAuditLog({ q: q || undefined, action: action || undefined });
  const entries = log.data?.pages.flatMap((page) => page.list) ?? [];
  return (
    <div data-testid="admin-audit">
      <h2>{t('admin.audit.title')}</h2>
      <p className="muted">{t('admin.audit.lead')}</p>
      <div className="admin-toolbar">
        <input
          type="search"
          value={text}
          maxLength={100}
          aria-label={t('admin.audit.search')}
          placeholder={t('admin.audit.search')}
          onChange={(event) => setText(event.target.value)}
          data-testid="audit-search"
        />
        <select
          value={action}
          aria-label={t('admin.audit.action')}
          onChange={(event) => setAction(event.target.value as AuditAction | '')}
          data-testid="audit-action"
        >
          <option value="">{t('admin.audit.allActions')}</option>
          {AUDIT_ACTIONS.map((value) => (
            <option key={value} value={value}>
              {t(`admin.audit.actions.${value}`)}
            </option>
          ))}
        </select>
      </div>
      {log.isPending ? (
        <Spinner />
      ) : log.isError ? (
        <ErrorPanel
          testId="audit-failed"
          message={t('admin.audit.failed')}
          action={
            <button type="button" className="btn" onClick={() => void log.refetch()}>
              {t('app.retry')}
            </button>
          }
        />
      ) : entries.length === 0 ? (
        <p className="admin-empty card" data-testid="audit-empty">
          {q || action ? t('admin.audit.noMatch') : t('admin.audit.empty')}
        </p>
      ) : (
        <>
          <AuditTable entries={entries} />
          {log.hasNextPage && (
            <div className="center">
              <button
                type="button"
                className="btn"
                disabled={log.isFetchingNextPage}
                onClick={() => void log.fetchNextPage()}
                data-testid="audit-more"
              >
                {log.isFetchingNextPage ? t('app.loading') : t('admin.audit.more')}
              </button>
            </div>
          )}
        </>
      )}
    </div>
  );
}
