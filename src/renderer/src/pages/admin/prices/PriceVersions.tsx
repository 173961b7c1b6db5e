// The versions admins published, newest first, each (and the shipped table) with Roll back.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PriceVersionInfo } from '@shared/api/admin-prices';
import { adminService } from '../../../api/admin';
import { ActionDialog } from '../../../features/admin/ActionDialog';
import { useCreditsFormat } from '../../../features/billing/credits-format';

export function PriceVersions(props: { versions: PriceVersionInfo[]; inForce: number | null }) {
  const { t } = useTranslation();
  const format = useCreditsFormat();
  const [target, setTarget] = useState<{ id: number | null; name: string }>();
  const rollback = (id: number | null, name: string) => (
    <button
      type="button"
      className="btn"
      onClick={() => setTarget({ id, name })}
      data-testid={`prices-rollback-${id ?? 'shipped'}`}
    >
      {t('admin.prices.rollback')}
    </button>
  );
  return (
    <section className="card admin-card" aria-labelledby="prices-history">
      <h3 id="prices-history">{t('admin.prices.history')}</h3>
      {props.versions.length === 0 ? (
        <p className="muted">{t('admin.prices.noHistory')}</p>
      ) : (
        <ul className="admin-versions">
          {props.versions.map((version) => (
            <li key={version.id} data-testid="prices-version">
              <div>
                <strong>{t('admin.prices.version', { id: version.id })}</strong>{' '}
                <span className="muted">
                  {format.dateTime(version.createdAt)} · {version.author ?? '—'}
                </span>
                <div>{version.note}</div>
              </div>
              {version.id !== props.inForce &&
                rollback(version.id, t('admin.prices.version', { id: version.id }))}
            </li>
          ))}
          <li>
            <strong>{t('admin.prices.shipped')}</strong>
            {rollback(null, t('admin.prices.shipped'))}
          </li>
        </ul>
      )}
      {target && (
        <ActionDialog
          title={t('admin.prices.rollbackTitle', { name: target.name })}
          lead={t('admin.prices.rollbackLead')}
          okText={t('admin.prices.rollback')}
          testId="prices-rollback-dialog"
          onClose={() => setTarget(undefined)}
          onSubmit={(note) =>
            adminService.rollbackPrices({ to: target.id, baseVersion: props.inForce, note })
          }
        />
      )}
    </section>
  );
}
