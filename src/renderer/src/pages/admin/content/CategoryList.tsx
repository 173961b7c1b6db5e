// The character gallery's categories in its order: each renamed in every language from its row, moved up or
// down, or deleted (asked first, with a reason; the server refuses while characters are in it, saying how
// many); a new one is added below with an id that stays for good.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminCategory } from '@shared/api/admin-characters';
import { SUPPORTED_LOCALES, type Locale } from '@shared/i18n/locales';
import { contentService } from '../../../api/admin-content';
import { ErrorPanel } from '../../../components/ErrorPanel';
import { Spinner } from '../../../components/Spinner';
import { ActionDialog } from '../../../features/admin/ActionDialog';
import { messageOf } from '../../../features/tasks/use-image-slot';
import { refreshContent, useAdminCategories } from '../../../queries/admin';
import { categoryName } from './characters/CategorySelect';

type Names = Record<Locale, string>;
const namesOf = (category?: AdminCategory): Names =>
  Object.fromEntries(
    SUPPORTED_LOCALES.map((locale) => [locale, category?.name[locale] ?? '']),
  ) as Names;

/** A name per language, as inputs labelled by their language. */
function NameInputs(props: { names: Names; onChange(names: Names): void; testId: string }) {
  const { t } = useTranslation();
  return SUPPORTED_LOCALES.map((locale) => (
    <input
      key={locale}
      type="text"
      lang={locale}
      maxLength={30}
      value={props.names[locale]}
      aria-label={t('admin.categories.columns.name', { language: t(`app.language.${locale}`) })}
      placeholder={t(`app.language.${locale}`)}
      onChange={(event) => props.onChange({ ...props.names, [locale]: event.target.value })}
      data-testid={`${props.testId}-${locale}`}
    />
  ));
}

function CategoryRow(props: {
  category: AdminCategory;
  first: boolean;
  last: boolean;
  onMove(step: -1 | 1): void;
  onDelete(): void;
  act(change: () => Promise<unknown>, done?: string): Promise<void>;
}) {
  const { t, i18n } = useTranslation();
  const { category } = props;
  const [names, setNames] = useState(() => namesOf(category));
  const name = categoryName(category, i18n.language);
  return (
    <li className="admin-category card" data-testid="category-row" data-id={category.id}>
      <div className="admin-content-order">
        <button
          type="button"
          className="btn btn-small"
          disabled={props.first}
          aria-label={t('admin.categories.moveUp', { name })}
          onClick={() => props.onMove(-1)}
        >
          ↑
        </button>
        <button
          type="button"
          className="btn btn-small"
          disabled={props.last}
          aria-label={t('admin.categories.moveDown', { name })}
          onClick={() => props.onMove(1)}
        >
          ↓
        </button>
      </div>
      <code className="admin-category-id">{category.id}</code>
      <div className="admin-category-names">
        <NameInputs names={names} onChange={setNames} testId="category-name" />
      </div>
      <span className="muted admin-category-count">
        {t('admin.categories.columns.characters')}: {category.characters}
      </span>
      <div className="admin-content-actions">
        <button
          type="button"
          className="btn btn-small"
          disabled={JSON.stringify(names) === JSON.stringify(namesOf(category))}
          onClick={() =>
            void props.act(
              () => contentService.saveCategory(category.id, names, false),
              t('admin.categories.renamed'),
            )
          }
          data-testid="category-rename"
        >
          {t('admin.categories.rename')}
        </button>
        <button
          type="button"
          className="btn btn-small admin-news-delete"
          onClick={props.onDelete}
          data-testid="category-delete"
        >
          {t('admin.categories.delete')}
        </button>
      </div>
    </li>
  );
}

export function CategoryList() {
  const { t, i18n } = useTranslation();
  const query = useAdminCategories();
  const list = query.data?.list ?? [];
  const [problem, setProblem] = useState<string>();
  const [notice, setNotice] = useState<string>();
  const [deleting, setDeleting] = useState<AdminCategory>();
  const [id, setId] = useState('');
  const [names, setNames] = useState(() => namesOf());

  const act = async (change: () => Promise<unknown>, done?: string) => {
    setProblem(undefined);
    setNotice(undefined);
    try {
      await change();
      setNotice(done);
      refreshContent();
    } catch (error) {
      setProblem(messageOf(error, t));
      throw error;
    }
  };
  const move = (index: number, step: -1 | 1) => {
    const ids = list.map((category) => category.id);
    [ids[index], ids[index + step]] = [ids[index + step]!, ids[index]!];
    void act(() => contentService.reorderCategories(ids)).catch(() => undefined);
  };

  return (
    <>
      <div className="admin-news-head">
        <div>
          <h2>{t('admin.categories.title')}</h2>
          <p className="muted">{t('admin.categories.lead')}</p>
        </div>
      </div>
      {problem && (
        <p className="admin-problem" role="alert" data-testid="category-problem">
          {problem}
        </p>
      )}
      {notice && (
        <p className="admin-news-notice" role="status" data-testid="category-notice">
          {notice}
        </p>
      )}
      {query.isPending ? (
        <Spinner />
      ) : query.isError ? (
        <ErrorPanel
          testId="categories-failed"
          message={t('admin.categories.failed')}
          action={
            <button type="button" className="btn" onClick={() => void query.refetch()}>
              {t('app.retry')}
            </button>
          }
        />
      ) : list.length === 0 ? (
        <p className="admin-empty card">{t('admin.categories.empty')}</p>
      ) : (
        <ol className="admin-categories" data-testid="categories">
          {list.map((category, index) => (
            <CategoryRow
              key={`${category.id}:${JSON.stringify(category.name)}`}
              category={category}
              first={index === 0}
              last={index === list.length - 1}
              onMove={(step) => move(index, step)}
              onDelete={() => setDeleting(category)}
              act={(change, done) => act(change, done).catch(() => undefined)}
            />
          ))}
        </ol>
      )}
      <form
        className="admin-category-add card"
        onSubmit={(event) => {
          event.preventDefault();
          const name = categoryName({ id, name: names }, i18n.language);
          void act(
            () => contentService.saveCategory(id.trim(), names, true),
            t('admin.categories.created', { name }),
          )
            .then(() => {
              setId('');
              setNames(namesOf());
            })
            .catch(() => undefined);
        }}
      >
        <h3>{t('admin.categories.add')}</h3>
        <label className="admin-news-field">
          <span>{t('admin.categories.id')}</span>
          <input
            type="text"
            dir="ltr"
            value={id}
            maxLength={40}
            onChange={(event) => setId(event.target.value)}
            data-testid="category-new-id"
          />
        </label>
        <div className="admin-category-names">
          <NameInputs names={names} onChange={setNames} testId="category-new-name" />
        </div>
        <button type="submit" className="btn btn-primary" data-testid="category-create">
          {t('admin.categories.create')}
        </button>
      </form>
      {deleting && (
        <ActionDialog
          title={t('admin.categories.deleteTitle', { name: categoryName(deleting, i18n.language) })}
          lead={t('admin.categories.deleteLead')}
          okText={t('admin.categories.delete')}
          danger
          onSubmit={async (note) => {
            await contentService.removeCategory(deleting.id, note);
            refreshContent();
          }}
          onClose={() => setDeleting(undefined)}
          testId="category-action"
        />
      )}
    </>
  );
}
