// The Models section: the chat model catalogue as a versioned setting (see features/admin/config), beside the
// providers this server has (keys stay in the environment; the Setup page says which answer).
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { ConfigEditor } from '../../../features/admin/config/ConfigEditor';

export default function ModelsSection() {
  const { t } = useTranslation();
  return (
    <ConfigEditor
      setting="models"
      words="admin.models"
      aside={<Link to="/setup">{t('admin.models.providers')}</Link>}
    />
  );
}
