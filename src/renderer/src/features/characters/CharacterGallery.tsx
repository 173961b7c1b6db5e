// The character gallery: category tabs, a search box (debounced: one request per pause in typing) and cards
// with a "show more". Used by the home page and the chat page; picking a card calls `onPick`. Someone else's
// public character can be reported from its card (the dialog loads when asked for: home stays light).
import { lazy, Suspense, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CharacterInfo } from '@shared/api/roles';
import { useDebouncedValue } from '../../components/use-debounced-value';
import { withAllMessages } from '../../i18n';
import { userSelectors, useUserStore } from '../../stores/user';
import { CategoryTabs } from './CategoryTabs';
import { CharacterCard } from './CharacterCard';
import { useCategories } from './use-categories';
import { useCharacterSearch } from './use-character-search';
import './characters.css';

// Home carries only its own first messages: the dialog brings the rest of the language with it.
const ReportDialog = lazy(
  withAllMessages(() =>
    import('../community/ReportDialog').then((module) => ({ default: module.ReportDialog })),
  ),
);

const PAGE_SIZE = 12;

/** Someone else's character shared with everyone; the starter characters are ours and not reported. */
const reportable = (character: CharacterInfo) =>
  !character.mine && character.visibility === 'public' && character.locale === null;
const DEBOUNCE_MS = 300;

export function CharacterGallery(props: {
  onPick: (character: CharacterInfo) => void;
  /** The search box's id, for a link or label elsewhere on the page to point at. */
  searchId?: string;
}) {
  const { t } = useTranslation();
  const ownId = useId();
  const searchId = props.searchId ?? `${ownId}-search`;
  const panelId = `${ownId}-panel`;
  const [text, setText] = useState('');
  const [categoryId, setCategoryId] = useState('');
  const q = useDebouncedValue(text.trim(), DEBOUNCE_MS);
  const categories = useCategories();
  const search = useCharacterSearch({ q, categoryId, pageSize: PAGE_SIZE });
  const signedIn = useUserStore(userSelectors.isSignedIn);
  const [reporting, setReporting] = useState<string>();

  return (
    <div className="character-gallery" data-testid="character-gallery">
      <div className="gallery-toolbar">
        <label className="sr-only" htmlFor={searchId}>
          {t('roles.gallery.searchLabel')}
        </label>
        <div className="gallery-search">
          <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
            <path
              d="M11 4a7 7 0 1 0 0 14a7 7 0 1 0 0-14zM20 20l-4-4"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
              strokeLinecap="round"
            />
          </svg>
          <input
            id={searchId}
            type="search"
            value={text}
            maxLength={100}
            placeholder={t('roles.gallery.searchPlaceholder')}
            onChange={(event) => setText(event.target.value)}
            onKeyDown={(event) => event.key === 'Escape' && setText('')}
            data-testid="character-search"
          />
        </div>
        {categories.status === 'loaded' && (
          <CategoryTabs
            categories={categories.list}
            active={categoryId}
            onChange={setCategoryId}
            panelId={panelId}
          />
        )}
        {categories.status === 'error' && (
          <button type="button" className="btn btn-ghost" onClick={categories.retry}>
            {t('roles.gallery.categoriesFailed')}
          </button>
        )}
      </div>

      <div
        id={panelId}
        role={categories.status === 'loaded' ? 'tabpanel' : undefined}
        aria-labelledby={
          categories.status === 'loaded' ? `${panelId}-tab-${categoryId || 'all'}` : undefined
        }
        aria-busy={search.status === 'loading'}
      >
        <p className="sr-only" aria-live="polite">
          {search.status === 'loaded' && t('roles.gallery.found', { count: search.total })}
        </p>
        {search.status === 'error' && (
          <div className="card empty" role="alert">
            <p>{t('roles.gallery.failed')}</p>
            <button type="button" className="btn" onClick={search.retry}>
              {t('app.retry')}
            </button>
          </div>
        )}
        {search.status === 'loaded' && search.items.length === 0 && (
          <div className="card empty" data-testid="gallery-empty">
            {q ? (
              <>
                <p>{t('roles.gallery.noMatch', { q })}</p>
                <button type="button" className="btn" onClick={() => setText('')}>
                  {t('roles.gallery.clearSearch')}
                </button>
              </>
            ) : (
              <p>{t('roles.gallery.emptyCategory')}</p>
            )}
          </div>
        )}
        {search.status === 'loading' && search.items.length === 0 && (
          <div className="character-grid" role="status">
            <span className="sr-only">{t('app.loading')}</span>
            {Array.from({ length: 6 }, (_, index) => (
              <div key={index} className="character-card skeleton" aria-hidden="true" />
            ))}
          </div>
        )}
        {search.items.length > 0 && (
          <div className={search.status === 'loading' ? 'character-grid stale' : 'character-grid'}>
            {search.items.map((character) => (
              <CharacterCard
                key={character.id}
                character={character}
                onPick={props.onPick}
                actions={
                  signedIn && reportable(character) ? (
                    <button
                      type="button"
                      className="btn btn-ghost"
                      aria-label={t('roles.gallery.reportName', { name: character.name })}
                      onClick={() => setReporting(character.id)}
                      data-testid="character-report"
                    >
                      {t('roles.gallery.report')}
                    </button>
                  ) : undefined
                }
              />
            ))}
          </div>
        )}
        {search.status === 'loaded' && search.hasMore && (
          <div className="gallery-more">
            <button
              type="button"
              className="btn"
              onClick={search.loadMore}
              disabled={search.more === 'loading'}
              data-testid="gallery-more"
            >
              {search.more === 'loading'
                ? t('app.loading')
                : search.more === 'error'
                  ? t('roles.gallery.moreFailed')
                  : t('roles.gallery.more', { count: search.total - search.items.length })}
            </button>
          </div>
        )}
      </div>
      {reporting && (
        <Suspense fallback={null}>
          <ReportDialog kind="character" id={reporting} onClose={() => setReporting(undefined)} />
        </Suspense>
      )}
    </div>
  );
}
