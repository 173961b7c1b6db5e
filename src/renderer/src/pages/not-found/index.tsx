import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import './not-found.css';

export default function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <div className="center not-found" data-testid="page-404">
      <h1>404</h1>
      <h2>{t('app.notFoundTitle')}</h2>
      <p>{t('app.notFoundText')}</p>
      <Link className="btn btn-primary" to="/home">
        {t('app.backHome')}
      </Link>
    </div>
  );
}
