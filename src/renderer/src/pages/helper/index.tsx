// App Tools (/helper): the helper templates of the current language by category, with a search. The search
// and the category live in the address (?q=…&category=…), so Back and a shared link show the same list.
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { HELPER_CATEGORIES, type HelperCategory } from '@shared/api/helper';
import { ErrorPanel } from '../../components/ErrorPanel';
import { HelperCard } from '../../features/helper/HelperCard';
import { useHelperList } from '../../queries/helpers';
import './helper.css';

const SEARCH_DELAY_MS = 250;

const asCategory = (value: string | null): HelperCategory | undefined =>
  (HELPER_CATEGORIES as readonly string[]).includes(value ?? '')
    ? (value as HelperCategory)
    : undefined;

export default function HelperPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const q = params.get('q')?.trim() ?? '';
  const category = asCategory(params.get('category'));
  const [typed, setTyped] = useState(q);
  // The address changed by itself (Back, a link): the box shows its search. Typing changes it too, and then
  // the box already says it (a trailing space the user is about to continue from stays).
  const [seenQ, setSeenQ] = useState(q);
  if (q !== seenQ) {
    setSeenQ(q);
    if (typed.trim() !== q) setTyped(q);
  }

  const setParam = useCallback(
    (name: 'q' | 'category', value: string | undefined) =>
      setParams(
        (current) => {
          if (value) current.set(name, value);
          else current.delete(name);
          return current;
        },
        { replace: name === 'q' },
      ),
    [setParams],
  );

  // Typing waits for a pause before it searches; the address follows the search.
  useEffect(() => {
    if (typed.trim() === q) return;
    const timer = setTimeout(() => setParam('q', typed.trim() || undefined), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [typed, q, setParam]);

  const query = useHelperList(q, category);
  const failed = query.isError && !query.isFetching;
  const data = failed ? undefined : query.data;

  const clearSearch = () => {
    setTyped('');
    setParam('q', undefined);
  };
  const total = data?.categories.reduce((sum, item) => sum + item.count, 0) ?? 0;

  return (
    <div className="helper-page">
      <header className="helper-head">
        <h1>{t('helper.gallery.title')}</h1>
        <p className="lead">{t('helper.gallery.lead')}</p>
      </header>
      <div className="helper-toolbar">
        <label className="helper-search">
          <SearchIcon />
          <span className="sr-only">{t('helper.gallery.search')}</span>
          <input
            type="search"
            value={typed}
            maxLength={100}
            placeholder={t('helper.gallery.searchPlaceholder')}
            data-testid="helper-search"
            onChange={(event) => setTyped(event.target.value)}
            onKeyDown={(event) => {
              if (event.key === 'Enter') setParam('q', typed.trim() || undefined);
              if (event.key === 'Escape' && typed) clearSearch();
            }}
          />
        </label>
      </div>
      {data && (
        <div className="helper-categories" role="group" aria-label={t('helper.gallery.categories')}>
          <CategoryButton
            active={!category}
            label={t('helper.gallery.all')}
            count={total}
            testId="helper-category-all"
            onClick={() => setParam('category', undefined)}
          />
          {data.categories.map((item) => (
            <CategoryButton
              key={item.id}
              active={category === item.id}
              label={t(`helper.categories.${item.id}`)}
              count={item.count}
              testId={`helper-category-${item.id}`}
              onClick={() => setParam('category', item.id)}
            />
          ))}
        </div>
      )}
      {!data && !failed && <LoadingCards label={t('app.loading')} />}
      {failed && (
        <ErrorPanel
          testId="helper-list-error"
          message={t('helper.gallery.loadFailed')}
          action={
            <button type="button" className="btn btn-primary" onClick={() => void query.refetch()}>
              {t('app.retry')}
            </button>
          }
        />
      )}
      {data && (
        <>
          <p className="sr-only" role="status">
            {t('helper.gallery.results', { n: data.list.length })}
          </p>
          {data.list.length === 0 ? (
            <div className="card empty helper-empty" data-testid="helper-empty">
              <p>{q ? t('helper.gallery.empty', { q }) : t('helper.gallery.emptyCategory')}</p>
              {q && <p>{t('helper.gallery.emptyHint')}</p>}
              <div className="helper-empty-actions">
                {q && (
                  <button type="button" className="btn btn-primary" onClick={clearSearch}>
                    {t('helper.gallery.clear')}
                  </button>
                )}
                {category && (
                  <button
                    type="button"
                    className="btn"
                    onClick={() => setParam('category', undefined)}
                  >
                    {t('helper.gallery.all')}
                  </button>
                )}
              </div>
            </div>
          ) : (
            <ul className="helper-grid" data-testid="helper-list">
              {data.list.map((item) => (
                <li key={item.id}>
                  <HelperCard item={item} />
                </li>
              ))}
            </ul>
          )}
        </>
      )}
    </div>
  );
}

function CategoryButton(props: {
  active: boolean;
  label: string;
  count: number;
  testId: string;
  onClick: () => void;
}) {
  return (
    <button
      type="button"
      className={props.active ? 'helper-chip active' : 'helper-chip'}
      aria-pressed={props.active}
      data-testid={props.testId}
      onClick={props.onClick}
    >
      {props.label}
      <span className="helper-chip-count">{props.count}</span>
    </button>
  );
}

function LoadingCards({ label }: { label: string }) {
  return (
    <div role="status" data-testid="helper-loading">
      <span className="sr-only">{label}</span>
      <ul className="helper-grid" aria-hidden="true">
        {Array.from({ length: 6 }, (_, index) => (
          <li key={index} className="helper-card helper-card-skeleton" />
        ))}
      </ul>
    </div>
  );
}

function SearchIcon() {
  return (
    <svg
      viewBox="0 0 24 24"
      width="18"
      height="18"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      aria-hidden="true"
    >
      <circle cx="11" cy="11" r="7" />
      <path d="m20 20-3.5-3.5" />
    </svg>
  );
}
