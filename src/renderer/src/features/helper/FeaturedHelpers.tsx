// The featured helper templates (GET /api/helper/home), for the home page's AI tools: a few cards and a link
// to all of them. Says nothing when they cannot be loaded: the page's other tools stay usable.
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { HelperSummary } from '@shared/api/helper';
import { helperService } from '../../api/helper';
import { HelperCard } from './HelperCard';

export function FeaturedHelpers() {
  const { t, i18n } = useTranslation();
  const [items, setItems] = useState<HelperSummary[]>();
  useEffect(() => {
    let active = true;
    helperService.home().then(
      (list) => active && setItems(list),
      () => active && setItems([]),
    );
    return () => {
      active = false;
    };
  }, [i18n.language]);
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
