// The operator's setup page (admins): every outside service by what it enables, whether this server has it and
// whether it answers now, and the variables that turn it on. What works with none of them is said first, so a
// fresh install is never a dead end.
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { SETUP_AREAS, type ServiceStatus } from '@shared/api/setup';
import { setupService } from '../../api/setup';
import { ErrorPanel } from '../../components/ErrorPanel';
import { Spinner } from '../../components/Spinner';
import { accountKey } from '../../queries/account';
import { useUserStore } from '../../stores/user';
import './setup.css';

function StateTag({ service }: { service: ServiceStatus }) {
  const { t } = useTranslation();
  const state = !service.configured
    ? 'off'
    : service.answering === false
      ? 'failing'
      : service.answering
        ? 'answering'
        : 'configured';
  return (
    <span className={`tag setup-state setup-${state}`} data-testid="setup-state" data-state={state}>
      {t(`pages.setup.state.${state}`)}
    </span>
  );
}

export default function SetupPage() {
  const { t } = useTranslation();
  const user = useUserStore((state) => state.user);
  const admin = user?.role === 'admin';
  const query = useQuery({
    queryKey: [...accountKey(user?.id), 'setup'],
    queryFn: () => setupService.status(),
    enabled: admin,
  });
  if (!user || !admin)
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
      {query.isPending && <Spinner />}
      {query.isError && (
        <ErrorPanel
          testId="setup-failed"
          message={query.error.message}
          action={
            <button type="button" className="btn" onClick={() => void query.refetch()}>
              {t('app.retry')}
            </button>
          }
        />
      )}
      {query.data &&
        SETUP_AREAS.map((area) => (
          <section key={area} className="setup-area" aria-labelledby={`setup-${area}`}>
            <h2 id={`setup-${area}`}>{t(`pages.setup.areas.${area}.title`)}</h2>
            <p className="muted">{t(`pages.setup.areas.${area}.enables`)}</p>
            <ul className="setup-services">
              {query.data.services
                .filter((service) => service.area === area)
                .map((service) => (
                  <li
                    key={service.id}
                    className="card setup-service"
                    data-testid="setup-service"
                    data-service={service.id}
                  >
                    <div className="setup-service-head">
                      <strong>{t(`pages.setup.services.${service.id}`)}</strong>
                      <StateTag service={service} />
                    </div>
                    <p className="setup-settings">
                      {t(service.configured ? 'pages.setup.setWith' : 'pages.setup.toEnable')}{' '}
                      {service.settings.map((name) => (
                        <code key={name} dir="ltr">
                          {name}
                        </code>
                      ))}
                    </p>
                  </li>
                ))}
            </ul>
          </section>
        ))}
      <p className="muted">
        {t('pages.setup.readme')} <Link to="/test">{t('app.titles.system')}</Link>
      </p>
      <button type="button" className="btn" onClick={() => void query.refetch()}>
        {t('pages.setup.checkAgain')}
      </button>
    </article>
  );
}
