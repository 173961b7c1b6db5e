// The price table in the console: the table in force as JSON to edit, the review of every change before it
// is published (with the admin's reason), and its versions to roll back to. The server checks the whole table
// and refuses a stale edit; the admin's text stays in the editor either way.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { adminService } from '../../../api/admin';
import { ErrorPanel } from '../../../components/ErrorPanel';
import { Spinner } from '../../../components/Spinner';
import { useUnsavedGuard } from '../../../components/use-unsaved-guard';
import { ActionDialog } from '../../../features/admin/ActionDialog';
import { useAdminPrices } from '../../../queries/admin';
import { ChangesTable } from './ChangesTable';
import { PriceVersions } from './PriceVersions';
import { tableDiff } from './table-diff';

const pretty = (value: unknown) => JSON.stringify(value, null, 2);

function parse(text: string): { value?: Record<string, unknown>; problem?: string } {
  try {
    const value: unknown = JSON.parse(text);
    return value && typeof value === 'object' && !Array.isArray(value)
      ? { value: value as Record<string, unknown> }
      : { problem: '{…}' };
  } catch (error) {
    return { problem: (error as Error).message };
  }
}

export default function PricesSection() {
  const { t } = useTranslation();
  const prices = useAdminPrices();
  // The edit and the version it started from; undefined: the table in force, untouched.
  const [edit, setEdit] = useState<{ text: string; base: number | null }>();
  const [publishing, setPublishing] = useState(false);
  const parsed = edit ? parse(edit.text) : undefined;
  const changes = prices.data && parsed?.value ? tableDiff(prices.data.table, parsed.value) : [];
  useUnsavedGuard(changes.length > 0, {
    title: t('admin.prices.reset'),
    content: t('admin.prices.publishLead'),
    okText: t('admin.prices.reset'),
  });
  if (prices.isPending) return <Spinner />;
  if (prices.isError)
    return (
      <ErrorPanel
        testId="prices-failed"
        message={t('admin.prices.failed')}
        action={
          <button type="button" className="btn" onClick={() => void prices.refetch()}>
            {t('app.retry')}
          </button>
        }
      />
    );
  const { data } = prices;
  const base = edit?.base ?? data.version;
  return (
    <div className="admin-prices" data-testid="admin-prices">
      <h2>{t('admin.prices.title')}</h2>
      <p className="muted">{t('admin.prices.lead')}</p>
      <p data-testid="prices-in-force">
        {data.version === null
          ? t('admin.prices.shippedInForce')
          : t('admin.prices.inForce', { version: data.version })}{' '}
        <Link to="/setup">{t('admin.prices.providers')}</Link>
      </p>
      <label className="admin-label" htmlFor="prices-editor">
        {t('admin.prices.editor')}
      </label>
      <textarea
        id="prices-editor"
        className="admin-json"
        spellCheck={false}
        rows={24}
        value={edit?.text ?? pretty(data.table)}
        onChange={(event) => setEdit({ text: event.target.value, base })}
        data-testid="prices-editor"
      />
      {parsed?.problem && (
        <p className="admin-problem" role="alert" data-testid="prices-json-problem">
          {t('admin.prices.badJson', { problem: parsed.problem })}
        </p>
      )}
      {parsed?.value && <ChangesTable changes={changes} />}
      <div className="admin-actions">
        <button
          type="button"
          className="btn btn-primary"
          disabled={!parsed?.value || changes.length === 0}
          onClick={() => setPublishing(true)}
          data-testid="prices-publish"
        >
          {t('admin.prices.publish')}
        </button>
        <button type="button" className="btn" disabled={!edit} onClick={() => setEdit(undefined)}>
          {t('admin.prices.reset')}
        </button>
        {edit && (
          <button
            type="button"
            className="btn"
            onClick={() =>
              // The review then shows the edit against the newest version, another admin's change included.
              void prices.refetch().then((fresh) => {
                const version = fresh.data?.version ?? null;
                setEdit((current) => current && { ...current, base: version });
              })
            }
            data-testid="prices-reload"
          >
            {t('admin.prices.reload')}
          </button>
        )}
      </div>
      {publishing && parsed?.value && (
        <ActionDialog
          title={t('admin.prices.publishTitle')}
          lead={t('admin.prices.publishLead')}
          okText={t('admin.prices.publish')}
          testId="prices-publish-dialog"
          onClose={() => setPublishing(false)}
          onSubmit={async (note) => {
            await adminService.publishPrices({ table: parsed.value!, baseVersion: base, note });
            setEdit(undefined);
          }}
        >
          <ChangesTable changes={changes} />
        </ActionDialog>
      )}
      <PriceVersions versions={data.versions} inForce={data.version} />
    </div>
  );
}
