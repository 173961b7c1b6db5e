// Every helper template in the order users see them, filtered by language and category: its title (in the
// console's language when it has one), category, languages and state (shipped or written here, hidden, on the
// home page), moved up or down, put on the home page, hidden or shown (with a reason), or deleted (asked first,
// with a reason). Each opens its editor.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { AdminTemplateSummary } from '@shared/api/admin-templates';
import { HELPER_CATEGORIES, type HelperCategory } from '@shared/api/helper';
import { SUPPORTED_LOCALES, type Locale } from '@shared/i18n/locales';
import { contentService } from '../../../../api/admin-content';
import { ActionDialog } from '../../../../features/admin/ActionDialog';
import { messageOf } from '../../../../features/tasks/use-image-slot';
import { refreshContent, useAdminTemplates } from '../../../../queries/admin';
import { titleIn } from '../../../../features/admin/titles';
import { ContentTable } from '../../../../features/admin/ContentTable';

type Acting = { kind: 'hide' | 'delete'; template: AdminTemplateSummary };

const COLUMNS = ['order', 'title', 'category', 'languages', 'state'] as const;
export function TemplateList() {
  const { t, i18n } = useTranslation();
  const [locale, setLocale] = useState<Locale | ''>('');
  const [category, setCategory] = useState<HelperCategory | ''>('');
  const query = useAdminTemplates({ locale: locale || undefined, category: category || undefined });
  const [acting, setActing] = useState<Acting>();
  const [problem, setProblem] = useState<string>();
  const list = query.data?.list ?? [];
  const title = (item: AdminTemplateSummary) =>
    titleIn(item, i18n.language) || t('admin.content.untitled');

  /** Runs a change made from a row, showing its refusal above the table. */
  const act = async (change: () => Promise<unknown>) => {
    setProblem(undefined);
    try {
      await change();
      refreshContent();
    } catch (error) {
      setProblem(messageOf(error, t));
    }
  };
  /** Swaps the template with its neighbour in view, within the whole order (filters leave the others put). */
  const move = (index: number, step: -1 | 1) =>
    act(async () => {
      const order = (await contentService.templates({})).list.map((item) => item.key);
      const from = order.indexOf(list[index]!.key);
      const to = order.indexOf(list[index + step]!.key);
      [order[from], order[to]] = [order[to]!, order[from]!];
      await contentService.reorderTemplates(order);
    });

  return (
    <>
      <div className="admin-news-head">
        <div>
          <h2>{t('admin.templates.title')}</h2>
          <p className="muted">{t('admin.templates.lead')}</p>
        </div>
        <Link className="btn btn-primary" to="new" data-testid="template-new">
          {t('admin.templates.newTemplate')}
        </Link>
      </div>
      <div className="admin-toolbar">
        <select
          aria-label={t('admin.templates.language')}
          value={locale}
          onChange={(event) => setLocale(event.target.value as Locale | '')}
          data-testid="template-locale"
        >
          <option value="">{t('admin.templates.allLanguages')}</option>
          {SUPPORTED_LOCALES.map((code) => (
            <option key={code} value={code}>
              {t(`app.language.${code}`)}
            </option>
          ))}
        </select>
        <select
          aria-label={t('admin.templates.category')}
          value={category}
          onChange={(event) => setCategory(event.target.value as HelperCategory | '')}
          data-testid="template-category"
        >
          <option value="">{t('admin.templates.allCategories')}</option>
          {HELPER_CATEGORIES.map((id) => (
            <option key={id} value={id}>
              {t(`helper.categories.${id}`)}
            </option>
          ))}
        </select>
      </div>
      <ContentTable
        query={query}
        empty={list.length === 0}
        name="templates"
        failedText={t('admin.templates.failed')}
        emptyText={t('admin.templates.empty')}
        problemTestId="template-problem"
        problem={problem}
        tableTestId="templates-table"
        headings={[
          ...COLUMNS.map((column) => t(`admin.templates.columns.${column}`)),
          <span className="sr-only">{t('admin.templates.feature')}</span>,
        ]}
      >
        {list.map((item, index) => (
          <tr key={item.key} data-testid="template-row" data-key={item.key}>
            <td>
              <div className="admin-content-order">
                <button
                  type="button"
                  className="btn btn-small"
                  disabled={index === 0}
                  aria-label={t('admin.templates.moveUp', { title: title(item) })}
                  onClick={() => void move(index, -1)}
                >
                  ↑
                </button>
                <button
                  type="button"
                  className="btn btn-small"
                  disabled={index === list.length - 1}
                  aria-label={t('admin.templates.moveDown', { title: title(item) })}
                  onClick={() => void move(index, 1)}
                >
                  ↓
                </button>
              </div>
            </td>
            <td>
              <Link to={item.key}>
                <bdi>{title(item)}</bdi>
              </Link>
            </td>
            <td>{t(`helper.categories.${item.category}`)}</td>
            <td>
              {item.versions.map((version) => t(`app.language.${version.locale}`)).join(', ')}
            </td>
            <td>
              <span className="admin-tags">
                <span className="admin-news-status">
                  {t(
                    item.origin === 'admin'
                      ? 'admin.templates.own'
                      : item.edited
                        ? 'admin.templates.edited'
                        : 'admin.templates.shipped',
                  )}
                </span>
                {item.hidden && (
                  <span className="admin-news-status admin-content-hidden">
                    {t('admin.templates.hidden')}
                  </span>
                )}
              </span>
            </td>
            <td>
              <div className="admin-content-actions">
                <label className="admin-news-check">
                  <input
                    type="checkbox"
                    checked={item.featured}
                    onChange={(event) =>
                      void act(() => contentService.featureTemplate(item.key, event.target.checked))
                    }
                    data-testid="template-featured"
                  />
                  {t('admin.templates.featured')}
                </label>
                <button
                  type="button"
                  className="btn btn-small"
                  onClick={() => setActing({ kind: 'hide', template: item })}
                  data-testid="template-hide"
                >
                  {item.hidden ? t('admin.templates.show') : t('admin.templates.hide')}
                </button>
                <button
                  type="button"
                  className="btn btn-small admin-news-delete"
                  onClick={() => setActing({ kind: 'delete', template: item })}
                  data-testid="template-delete"
                >
                  {t('admin.templates.delete')}
                </button>
              </div>
            </td>
          </tr>
        ))}
      </ContentTable>
      {acting && <TemplateAction acting={acting} onClose={() => setActing(undefined)} />}
    </>
  );
}

/** Hiding, showing or deleting one template, with the admin's reason. */
function TemplateAction({ acting, onClose }: { acting: Acting; onClose(): void }) {
  const { t, i18n } = useTranslation();
  const { template } = acting;
  const title = titleIn(template, i18n.language) || t('admin.content.untitled');
  const remove = acting.kind === 'delete';
  const show = !remove && template.hidden;
  return (
    <ActionDialog
      title={t(
        remove
          ? 'admin.templates.deleteTitle'
          : show
            ? 'admin.templates.showTitle'
            : 'admin.templates.hideTitle',
        { title },
      )}
      lead={
        remove ? t('admin.templates.deleteLead') : show ? undefined : t('admin.templates.hideLead')
      }
      okText={t(
        remove ? 'admin.templates.delete' : show ? 'admin.templates.show' : 'admin.templates.hide',
      )}
      danger={remove}
      onSubmit={async (note) => {
        if (remove) await contentService.removeTemplate(template.key, note);
        else await contentService.hideTemplate(template.key, !template.hidden, note);
        refreshContent();
      }}
      onClose={onClose}
      testId="template-action"
    />
  );
}
