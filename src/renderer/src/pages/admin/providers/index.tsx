// The Providers section: which outside services this server has, whether each answers now, and the variables
// that turn the others on. Keys stay in the environment; the console never sees them.
import { useTranslation } from 'react-i18next';
import { ServiceStatusList } from '../../../features/setup/ServiceStatusList';

export default function ProvidersSection() {
  const { t } = useTranslation();
  return (
    <section data-testid="admin-providers">
      <h2>{t('admin.providers.title')}</h2>
      <p className="muted">{t('admin.providers.lead')}</p>
      <ServiceStatusList level={3} />
    </section>
  );
}
