// Every outside service this server can use, grouped by what it enables: whether it is configured, whether it
// answers now, and the variables that turn it on. The setup page and the console's Providers section show it;
// keys stay in the environment and are never sent.
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { SETUP_AREAS, type ServiceStatus } from '@shared/api/setup';
import { setupService } from '../../api/setup';
import { ErrorPanel } from '../../components/ErrorPanel';
import { Spinner } from '../../components/Spinner';
import { accountKey } from '../../queries/account';
import { useUserStore } from '../../stores/user';
import './service-status.css';

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

function ServiceCard({ service }: { service: ServiceStatus }) {
  const { t } = useTranslation();
  return (
    <li className="card setup-service" data-testid="setup-service" data-service={service.id}>
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
  );
}

/** Headings of the areas are `level` (h2 on the setup page, h3 inside a console section). */
export function ServiceStatusList({ level = 2 }: { level?: 2 | 3 }) {
  const { t } = useTranslation();
  const userId = useUserStore((state) => state.user?.id);
  const query = useQuery({
    queryKey: [...accountKey(userId), 'setup'],
    queryFn: () => setupService.status(),
  });
  const Heading = level === 2 ? 'h2' : 'h3';
  return (
    <>
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
            <Heading id={`setup-${area}`}>{t(`pages.setup.areas.${area}.title`)}</Heading>
            <p className="muted">{t(`pages.setup.areas.${area}.enables`)}</p>
            <ul className="setup-services">
              {query.data.services
                .filter((service) => service.area === area)
                .map((service) => (
                  <ServiceCard key={service.id} service={service} />
                ))}
            </ul>
          </section>
        ))}
      <button
        type="button"
        className="btn"
        disabled={query.isFetching}
        onClick={() => void query.refetch()}
      >
        {t('pages.setup.checkAgain')}
      </button>
    </>
  );
}
