// The Image models section: the image catalogue (models, their providers and upstream names, sizes, the tools'
// providers) as a versioned setting (see features/admin/config), beside a link to the providers this server has.
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { ConfigEditor } from '../../../features/admin/config/ConfigEditor';

export default function ImagesSection() {
  const { t } = useTranslation();
  return (
    <ConfigEditor
      setting="images"
      words="admin.images"
      aside={<Link to="/admin/providers">{t('admin.models.providers')}</Link>}
    />
  );
}
