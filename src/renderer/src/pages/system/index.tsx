// "System check" (/test): what this app and the server report, for support.
import { useTranslation } from 'react-i18next';
import { API_VERSION } from '@shared/api/http';
import { currentTag, isRtl } from '../../i18n';
import { platform } from '../../platform';
import { useServerHealth } from '../../queries/server';
import { useUserStore } from '../../stores/user';
import { ImageCheckPanel } from './ImageCheckPanel';
import '../../styles/doc.css';
import './system.css';

export default function SystemPage() {
  const { t } = useTranslation();
  const user = useUserStore((state) => state.user);
  // Checked when the page opens; the button checks again.
  const query = useServerHealth();
  const health = query.isFetching ? undefined : query.isError ? null : query.data;

  const rows: Array<[string, string]> = [
    [t('pages.system.clientVersion'), API_VERSION],
    [
      t('pages.system.server'),
      health === undefined
        ? t('app.loading')
        : health
          ? t('pages.system.serverOk', { ms: health.ms })
          : t('pages.system.serverDown'),
    ],
    [t('pages.system.serverVersion'), health?.version ?? '—'],
    [
      t('pages.system.database'),
      health ? (health.database === 'pglite' ? 'PGlite' : 'PostgreSQL') : '—',
    ],
    [t('pages.system.platform'), t(`pages.system.platforms.${platform.kind}`)],
    [t('pages.system.locale'), currentTag()],
    [t('pages.system.direction'), t(`pages.system.directions.${isRtl() ? 'rtl' : 'ltr'}`)],
    [t('pages.system.session'), user ? t('pages.system.yes') : t('pages.system.no')],
  ];
  return (
    <article className="doc">
      <h1>{t('pages.system.title')}</h1>
      <p className="lead">{t('pages.system.lead')}</p>
      <dl className="card facts" data-testid="system-facts">
        {rows.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <button type="button" className="btn" onClick={() => void query.refetch()}>
        {t('pages.system.check')}
      </button>
      <ImageCheckPanel />
    </article>
  );
}
