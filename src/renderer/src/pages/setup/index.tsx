// The operator's setup page (admins): every outside service by what it enables, whether this server has it and
// whether it answers now, and the variables that turn it on. What works with none of them is said first, so a
// fresh install is never a dead end.
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { ErrorPanel } from '../../components/ErrorPanel';
import { ServiceStatusList } from '../../features/setup/ServiceStatusList';
import { useUserStore } from '../../stores/user';

export default function SetupPage() {
  const { t } = useTranslation();
  const user = useUserStore((state) => state.user);
  if (!user || user.role !== 'admin')
    return (
      <ErrorPanel
        testId="setup-forbidden"
        message={t('pages.setup.adminsOnly')}
        action={
          <Link className="btn btn-primary" to={user ? '/home' : '/login?redirect=%2Fsetup'}>
            {t(user ? 'app.backHome' : 'app.nav.login')}
          </Link>
        }
      />
    );
  return (
    <article className="doc setup" data-testid="setup-page">
      <h1>{t('pages.setup.title')}</h1>
      <p className="muted">{t('pages.setup.lead')}</p>
      <div className="card setup-without" data-testid="setup-without">
        <h2>{t('pages.setup.withoutTitle')}</h2>
        <p>{t('pages.setup.without')}</p>
      </div>
      <ServiceStatusList />
      <p className="muted">
        {t('pages.setup.readme')} <Link to="/test">{t('app.titles.system')}</Link>
      </p>
    </article>
  );
}
