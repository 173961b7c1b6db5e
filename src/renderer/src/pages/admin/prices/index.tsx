// The Prices section: the price table as a versioned setting (see features/admin/config).
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { ConfigEditor } from '../../../features/admin/config/ConfigEditor';

export default function PricesSection() {
  const { t } = useTranslation();
  return (
    <ConfigEditor
      setting="prices"
      words="admin.prices"
      aside={<Link to="/price">{t('admin.prices.seePrices')}</Link>}
    />
  );
}
