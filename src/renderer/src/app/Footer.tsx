import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

export function Footer() {
  const { t } = useTranslation();
  return (
    <footer className="footer">
      <div className="footer-inner">
        <span>{t('app.footer.copyright', { year: new Date().getFullYear() })}</span>
        <nav aria-label={t('app.footer.terms')}>
          <Link to="/news" data-testid="footer-news">
            {t('app.nav.news')}
          </Link>
          <Link to="/privacy-policy">{t('app.footer.privacy')}</Link>
          <Link to="/terms-of-service">{t('app.footer.terms')}</Link>
          <Link to="/refund-policy">{t('app.footer.refund')}</Link>
          <Link to="/test">{t('app.footer.systemCheck')}</Link>
        </nav>
      </div>
    </footer>
  );
}
