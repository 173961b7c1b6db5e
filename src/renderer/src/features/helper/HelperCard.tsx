// One helper template as a card that opens it (/helper/chat?id=…): icon, title, description, category.
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { HelperSummary } from '@shared/api/helper';
import { HelperIcon } from './HelperIcon';
import './helper-cards.css';

export function HelperCard({ item }: { item: HelperSummary }) {
  const { t } = useTranslation();
  return (
    <Link
      className="helper-card"
      to={`/helper/chat?id=${item.id}`}
      data-testid="helper-card"
      data-category={item.category}
    >
      <HelperTile icon={item.icon} category={item.category} />
      <span className="helper-card-text">
        <span className="helper-card-title">{item.title}</span>
        <span className="helper-card-desc">{item.description}</span>
      </span>
      <span className="tag helper-card-tag">{t(`helper.categories.${item.category}`)}</span>
    </Link>
  );
}

/** The template's icon on its category's colour. */
export function HelperTile(props: { icon: string; category: string; size?: number }) {
  return (
    <span className={`helper-card-icon helper-cat-${props.category}`}>
      <HelperIcon icon={props.icon} size={props.size} />
    </span>
  );
}
