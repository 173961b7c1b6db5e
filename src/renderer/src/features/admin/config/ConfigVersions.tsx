// A setting's versions admins published, newest first, each (and the shipped file) with Roll back.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ConfigVersionInfo } from '@shared/api/admin-config';
import { adminService, type ConfigSetting } from '../../../api/admin';
import { ActionDialog } from '../ActionDialog';
import { useCreditsFormat } from '../../billing/credits-format';

export function ConfigVersions(props: {
  setting: ConfigSetting;
  versions: ConfigVersionInfo[];
  inForce: number | null;
}) {
  const { t } = useTranslation();
  const format = useCreditsFormat();
  const [target, setTarget] = useState<{ id: number | null; name: string }>();
  const rollback = (id: number | null, name: string) => (
    <button
      type="button"
      className="btn"
      onClick={() => setTarget({ id, name })}
      data-testid={`config-rollback-${id ?? 'shipped'}`}
    >
      {t('admin.config.rollback')}
    </button>
  );
  return (
    <section className="card admin-card" aria-labelledby={`${props.setting}-history`}>
      <h3 id={`${props.setting}-history`}>{t('admin.config.history')}</h3>
      {props.versions.length === 0 ? (
        <p className="muted">{t('admin.config.noHistory')}</p>
      ) : (
        <ul className="admin-versions">
          {props.versions.map((version) => (
            <li key={version.id} data-testid="config-version">
              <div>
                <strong>{t('admin.config.version', { id: version.id })}</strong>{' '}
                <span className="muted">
                  {format.dateTime(version.createdAt)} · {version.author ?? '—'}
                </span>
                <div>{version.note}</div>
              </div>
              {version.id !== props.inForce &&
                rollback(version.id, t('admin.config.version', { id: version.id }))}
            </li>
          ))}
          <li>
            <strong>{t('admin.config.shipped')}</strong>
            {rollback(null, t('admin.config.shipped'))}
          </li>
        </ul>
      )}
      {target && (
        <ActionDialog
          title={t('admin.config.rollbackTitle', { name: target.name })}
          lead={t('admin.config.rollbackLead')}
          okText={t('admin.config.rollback')}
          testId="config-rollback-dialog"
          onClose={() => setTarget(undefined)}
          onSubmit={(note) =>
            adminService.rollbackConfig(props.setting, {
              to: target.id,
              baseVersion: props.inForce,
              note,
            })
          }
        />
      )}
    </section>
  );
}
