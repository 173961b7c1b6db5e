// Home: what Atrium is, how to start, and the language models this server offers.
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useUserStore } from '../../stores/user';
import { ModelList } from './ModelList';

export default function HomePage() {
  const { t } = useTranslation();
  const user = useUserStore((state) => state.user);
  return (
    <>
      <section className="hero">
        <h1>{t('pages.home.title')}</h1>
        <p>{t('pages.home.lead')}</p>
        <div className="hero-actions">
          {user ? (
            <Link className="btn btn-primary btn-lg" to="/profile">
              {t('pages.home.profile')}
            </Link>
          ) : (
            <Link className="btn btn-primary btn-lg" to="/login">
              {t('pages.home.start')}
            </Link>
          )}
          <Link className="btn btn-lg" to="/faq">
            {t('pages.home.faqLink')}
          </Link>
        </div>
      </section>
      <ModelList />
    </>
  );
}
