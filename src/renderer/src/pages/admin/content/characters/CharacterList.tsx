// The public characters an admin manages, 20 a page: starters (hidden ones too) and users' public characters,
// searched by words, filtered by category and by whose they are. A starter opens its editor; any character is
// moved to another category from its row, or hidden (a user's becomes private) or shown again with a reason.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { CHARACTER_ORIGINS, type AdminCharacterRow } from '@shared/api/admin-characters';
import { contentService } from '../../../../api/admin-content';
import { ActionDialog } from '../../../../features/admin/ActionDialog';
import { CharacterAvatar } from '../../../../features/characters/CharacterAvatar';
import { messageOf } from '../../../../features/tasks/use-image-slot';
import { refreshContent, useAdminCharacters } from '../../../../queries/admin';
import { CategorySelect } from './CategorySelect';
import { ContentTable } from '../../../../features/admin/ContentTable';

type Origin = (typeof CHARACTER_ORIGINS)[number];

const COLUMNS = ['name', 'category', 'owner', 'state'] as const;
export function CharacterList() {
  const { t } = useTranslation();
  const [q, setQ] = useState('');
  const [categoryId, setCategoryId] = useState('');
  const [origin, setOrigin] = useState<Origin>('all');
  const [page, setPage] = useState(1);
  const query = useAdminCharacters({
    q: q.trim() || undefined,
    categoryId: categoryId || undefined,
    origin,
    page,
  });
  const [hiding, setHiding] = useState<AdminCharacterRow>();
  const [problem, setProblem] = useState<string>();
  const list = query.data?.list ?? [];
  const pages = Math.max(1, Math.ceil((query.data?.total ?? 0) / (query.data?.pageSize ?? 20)));
  const filter = (change: () => void) => {
    change();
    setPage(1);
  };
  const move = async (row: AdminCharacterRow, id: string) => {
    setProblem(undefined);
    try {
      await contentService.moveCharacter(row.id, id);
      refreshContent();
    } catch (error) {
      setProblem(messageOf(error, t));
    }
  };

  return (
    <>
      <div className="admin-news-head">
        <div>
          <h2>{t('admin.characters.title')}</h2>
          <p className="muted">{t('admin.characters.lead')}</p>
        </div>
        <Link className="btn btn-primary" to="new" data-testid="character-new">
          {t('admin.characters.newCharacter')}
        </Link>
      </div>
      <div className="admin-toolbar">
        <input
          type="search"
          value={q}
          placeholder={t('admin.characters.search')}
          aria-label={t('admin.characters.search')}
          onChange={(event) => filter(() => setQ(event.target.value))}
          data-testid="character-search"
        />
        <CategorySelect
          value={categoryId}
          onChange={(id) => filter(() => setCategoryId(id))}
          label={t('admin.templates.category')}
          none={t('admin.characters.allCategories')}
          testId="character-category-filter"
        />
        <select
          aria-label={t('admin.characters.columns.owner')}
          value={origin}
          onChange={(event) => filter(() => setOrigin(event.target.value as Origin))}
          data-testid="character-origin"
        >
          {CHARACTER_ORIGINS.map((id) => (
            <option key={id} value={id}>
              {t(`admin.characters.origins.${id}`)}
            </option>
          ))}
        </select>
      </div>
      <ContentTable
        query={query}
        empty={list.length === 0}
        name="characters"
        failedText={t('admin.characters.failed')}
        emptyText={t('admin.characters.empty')}
        problem={problem}
        tableTestId="characters-table"
        headings={[
          ...COLUMNS.map((column) => t(`admin.characters.columns.${column}`)),
          <span className="sr-only">{t('admin.characters.hide')}</span>,
        ]}
      >
        {list.map((row) => (
          <tr key={row.id} data-testid="character-row">
            <td>
              <span className="admin-content-name">
                <CharacterAvatar name={row.name} avatar={row.avatar} size={28} />
                {row.starter ? (
                  <Link to={row.id}>
                    <bdi>{row.name}</bdi>
                  </Link>
                ) : (
                  <bdi>{row.name}</bdi>
                )}
              </span>
            </td>
            <td>
              <CategorySelect
                value={row.categoryId}
                onChange={(id) => void move(row, id)}
                label={t('admin.characters.changeCategory', { name: row.name })}
                testId="character-row-category"
              />
            </td>
            <td>
              {row.owner ? (
                <bdi>{row.owner}</bdi>
              ) : (
                <>
                  {t('admin.characters.starter')}
                  {row.locale && ` · ${t(`app.language.${row.locale}`)}`}
                </>
              )}
            </td>
            <td>
              <span
                className={`admin-news-status${row.hidden ? ' admin-content-hidden' : ' admin-news-status-published'}`}
              >
                {t(row.hidden ? 'admin.characters.hidden' : 'admin.characters.shown')}
              </span>
            </td>
            <td>
              <button
                type="button"
                className="btn btn-small"
                onClick={() => setHiding(row)}
                data-testid="character-hide"
              >
                {t(row.hidden ? 'admin.characters.show' : 'admin.characters.hide')}
              </button>
            </td>
          </tr>
        ))}
      </ContentTable>
      {pages > 1 && (
        <div className="admin-content-pages">
          <button
            type="button"
            className="btn"
            disabled={page <= 1}
            onClick={() => setPage(page - 1)}
          >
            {t('admin.characters.previous')}
          </button>
          <span>{t('admin.characters.pageOf', { page, pages })}</span>
          <button
            type="button"
            className="btn"
            disabled={page >= pages}
            onClick={() => setPage(page + 1)}
          >
            {t('admin.characters.next')}
          </button>
        </div>
      )}
      {hiding && (
        <ActionDialog
          title={t(hiding.hidden ? 'admin.characters.showTitle' : 'admin.characters.hideTitle', {
            name: hiding.name,
          })}
          lead={
            hiding.hidden
              ? undefined
              : t(
                  hiding.starter
                    ? 'admin.characters.hideStarterLead'
                    : 'admin.characters.hideUserLead',
                )
          }
          okText={t(hiding.hidden ? 'admin.characters.show' : 'admin.characters.hide')}
          onSubmit={async (note) => {
            await contentService.hideCharacter(hiding.id, !hiding.hidden, note);
            refreshContent();
          }}
          onClose={() => setHiding(undefined)}
          testId="character-action"
        />
      )}
    </>
  );
}
