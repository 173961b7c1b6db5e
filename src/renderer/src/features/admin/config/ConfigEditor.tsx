// A setting edited in the console (the price table, the model catalogue): the document in force as JSON to
// edit, the review of every change before it is published (with the admin's reason), and its versions to roll
// back to. The server checks the whole document and refuses a stale edit; the admin's text stays in the
// editor either way. `words` names the setting's own messages (`admin.prices`: title, lead, publishTitle).
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { adminService, type ConfigSetting } from '../../../api/admin';
import { ErrorPanel } from '../../../components/ErrorPanel';
import { Spinner } from '../../../components/Spinner';
import { useUnsavedGuard } from '../../../components/use-unsaved-guard';
import { useAdminConfig } from '../../../queries/admin';
import { ActionDialog } from '../ActionDialog';
import { ChangesTable } from './ChangesTable';
import { ConfigVersions } from './ConfigVersions';
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

export function ConfigEditor(props: { setting: ConfigSetting; words: string; aside?: ReactNode }) {
  const { t } = useTranslation();
  const { setting, words } = props;
  const config = useAdminConfig(setting);
  // The edit and the version it started from; undefined: the document in force, untouched.
  const [edit, setEdit] = useState<{ text: string; base: number | null }>();
  const [publishing, setPublishing] = useState(false);
  const parsed = edit ? parse(edit.text) : undefined;
  const changes = config.data && parsed?.value ? tableDiff(config.data.document, parsed.value) : [];
  useUnsavedGuard(changes.length > 0, {
    title: t('admin.config.reset'),
    content: t('admin.config.unsaved'),
    okText: t('admin.config.reset'),
  });
  if (config.isPending) return <Spinner />;
  if (config.isError)
    return (
      <ErrorPanel
        testId="config-failed"
        message={t('admin.config.failed')}
        action={
          <button type="button" className="btn" onClick={() => void config.refetch()}>
            {t('app.retry')}
          </button>
        }
      />
    );
  const { data } = config;
  const base = edit?.base ?? data.version;
  const editorId = `${setting}-editor`;
  return (
    <div className="admin-config" data-testid={`admin-${setting}`}>
      <h2>{t(`${words}.title`)}</h2>
      <p className="muted">{t(`${words}.lead`)}</p>
      <p data-testid="config-in-force">
        {data.version === null
          ? t('admin.config.shippedInForce')
          : t('admin.config.inForce', { version: data.version })}{' '}
        {props.aside}
      </p>
      <label className="admin-label" htmlFor={editorId}>
        {t('admin.config.editor')}
      </label>
      <textarea
        id={editorId}
        className="admin-json"
        spellCheck={false}
        rows={24}
        value={edit?.text ?? pretty(data.document)}
        onChange={(event) => setEdit({ text: event.target.value, base })}
        data-testid="config-editor"
      />
      {parsed?.problem && (
        <p className="admin-problem" role="alert" data-testid="config-json-problem">
          {t('admin.config.badJson', { problem: parsed.problem })}
        </p>
      )}
      {parsed?.value && <ChangesTable changes={changes} />}
      <div className="admin-actions">
        <button
          type="button"
          className="btn btn-primary"
          disabled={!parsed?.value || changes.length === 0}
          onClick={() => setPublishing(true)}
          data-testid="config-publish"
        >
          {t('admin.config.publish')}
        </button>
        <button type="button" className="btn" disabled={!edit} onClick={() => setEdit(undefined)}>
          {t('admin.config.reset')}
        </button>
        {edit && (
          <button
            type="button"
            className="btn"
            onClick={() =>
              // The review then shows the edit against the newest version, another admin's change included.
              void config.refetch().then((fresh) => {
                const version = fresh.data?.version ?? null;
                setEdit((current) => current && { ...current, base: version });
              })
            }
            data-testid="config-reload"
          >
            {t('admin.config.reload')}
          </button>
        )}
      </div>
      {publishing && parsed?.value && (
        <ActionDialog
          title={t(`${words}.publishTitle`)}
          lead={t('admin.config.publishLead')}
          okText={t('admin.config.publish')}
          testId="config-publish-dialog"
          onClose={() => setPublishing(false)}
          onSubmit={async (note) => {
            await adminService.publishConfig(setting, {
              document: parsed.value!,
              baseVersion: base,
              note,
            });
            setEdit(undefined);
          }}
        >
          <ChangesTable changes={changes} />
        </ActionDialog>
      )}
      <ConfigVersions setting={setting} versions={data.versions} inForce={data.version} />
    </div>
  );
}
