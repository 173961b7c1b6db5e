// The Models section: the chat model catalogue as a versioned setting (see features/admin/config), beside a
// link to the providers this server has (keys stay in the environment).
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { ConfigEditor } from '../../../features/admin/config/ConfigEditor';

export default function ModelsSection() {
  const { t } = useTranslation();
  return (
    <ConfigEditor
      setting="models"
      words="admin.models"
      aside={<Link to="/admin/providers">{t('admin.models.providers')}</Link>}
    />
  );
}
