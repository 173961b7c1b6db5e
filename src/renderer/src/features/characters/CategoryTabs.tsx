// Category tabs: one tab stop, arrow keys move between tabs (mirrored right to left), Home and End jump.
import { useRef, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { CategoryInfo } from '@shared/api/roles';

export function CategoryTabs(props: {
  categories: CategoryInfo[];
  active: string;
  onChange(id: string): void;
  panelId: string;
}) {
  const { t } = useTranslation();
  const refs = useRef<(HTMLButtonElement | null)[]>([]);
  const tabs = [{ id: '', name: t('roles.gallery.all') }, ...props.categories];
  const current = Math.max(
    0,
    tabs.findIndex((tab) => tab.id === props.active),
  );

  const onKeyDown = (event: KeyboardEvent) => {
    const rtl = document.documentElement.dir === 'rtl';
    const step: Record<string, number> = {
      ArrowRight: rtl ? -1 : 1,
      ArrowLeft: rtl ? 1 : -1,
      Home: -current,
      End: tabs.length - 1 - current,
    };
    if (!(event.key in step)) return;
    event.preventDefault();
    const next = (current + step[event.key]! + tabs.length) % tabs.length;
    props.onChange(tabs[next]!.id);
    refs.current[next]?.focus();
  };

  return (
    <div className="category-tabs" role="tablist" aria-label={t('roles.gallery.categories')}>
      {tabs.map((tab, index) => (
        <button
          key={tab.id || 'all'}
          ref={(element) => {
            refs.current[index] = element;
          }}
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
