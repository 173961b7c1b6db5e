// The featured helper templates (GET /api/helper/home), for the home page's AI tools: a few cards and a link
// to all of them. Says nothing when they cannot be loaded: the page's other tools stay usable.
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useFeaturedHelpers } from '../../queries/helpers';
import { HelperCard } from './HelperCard';

export function FeaturedHelpers() {
  const { t } = useTranslation();
  const items = useFeaturedHelpers().data;
  if (!items?.length) return null;
  return (
    <section
      className="section"
      aria-labelledby="featured-helpers-title"
      data-testid="featured-helpers"
    >
      <h2 id="featured-helpers-title">{t('helper.home.title')}</h2>
      <p className="lead">{t('helper.home.lead')}</p>
      <ul className="helper-grid">
        {items.map((item) => (
          <li key={item.id}>
            <HelperCard item={item} />
          </li>
        ))}
      </ul>
      <p>
        <Link to="/helper" data-testid="featured-helpers-all">
          {t('helper.home.all')}
        </Link>
      </p>
    </section>
  );
}
