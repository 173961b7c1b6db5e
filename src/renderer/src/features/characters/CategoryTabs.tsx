// Category tabs, with one tab stop moved between by the arrow keys, Home and End.
import { useTranslation } from 'react-i18next';
import type { CategoryInfo } from '@shared/api/roles';
import { useRovingTabs } from '../../components/use-roving-tabs';

export function CategoryTabs(props: {
  categories: CategoryInfo[];
  active: string;
  onChange(id: string): void;
  panelId: string;
}) {
  const { t } = useTranslation();
  const tabs = [{ id: '', name: t('roles.gallery.all') }, ...props.categories];
  const { current, onKeyDown, refAt } = useRovingTabs(
    tabs.map((tab) => tab.id),
    props.active,
    props.onChange,
  );

  return (
    <div className="category-tabs" role="tablist" aria-label={t('roles.gallery.categories')}>
      {tabs.map((tab, index) => (
        <button
          key={tab.id || 'all'}
          ref={refAt(index)}
          type="button"
          role="tab"
          id={`${props.panelId}-tab-${tab.id || 'all'}`}
          aria-selected={index === current}
          aria-controls={props.panelId}
          tabIndex={index === current ? 0 : -1}
          className="category-tab"
          onClick={() => props.onChange(tab.id)}
          onKeyDown={onKeyDown}
          data-testid="category-tab"
        >
          {tab.name}
        </button>
      ))}
    </div>
  );
}
