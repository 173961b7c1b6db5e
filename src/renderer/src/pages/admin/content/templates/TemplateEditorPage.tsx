// One helper template's editor (or a new one's): what its languages share (category, icon) and one language's
// words at a time (title, description, form fields, prompt), a language it lacks added from here. A save sends
// the language in view at the revision the admin opened; when someone saved the template since, the server
// refuses it and the admin's text stays here until they open the latest version. Leaving unsaved asks first.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TEMPLATE_LIMITS, type AdminTemplate } from '@shared/api/admin-templates';
import {
  HELPER_CATEGORIES,
  HELPER_ICONS,
  type HelperCategory,
  type HelperIcon,
} from '@shared/api/helper';
import { SUPPORTED_LOCALES, type Locale } from '@shared/i18n/locales';
import { contentService } from '../../../../api/admin-content';
import { Tabs } from '../../../../components/Tabs';
import { useUnsavedGuard } from '../../../../components/use-unsaved-guard';
import { HelperIcon as Icon } from '../../../../features/helper/HelperIcon';
import { useAdminTemplate } from '../../../../queries/admin';
import { EditorPage, EditorRefusal } from '../../../../features/admin/EditorParts';
import { editorLocale, useContentSave } from '../../../../features/admin/use-content-save';
import { FieldsEditor } from './FieldsEditor';
import {
  dirtyLocales,
  emptyVersion,
  saveBodyOf,
  sharedDirty,
  templateDraft,
  type TemplateDraft,
  type VersionDraft,
} from './template-draft';

export function TemplateEditorPage(props: { templateKey?: string }) {
  const { t } = useTranslation();
  const query = useAdminTemplate(props.templateKey);
  return (
    <EditorPage
      editing={Boolean(props.templateKey)}
      loading={query.isPending}
      loaded={Boolean(query.data)}
      backText={t('admin.templates.back')}
      failedText={t('admin.templates.editor.loadFailed')}
      retry={() => void query.refetch()}
    >
      <TemplateEditor template={query.data} reload={async () => (await query.refetch()).data} />
    </EditorPage>
  );
}

function TemplateEditor(props: {
  template: AdminTemplate | undefined;
  reload(): Promise<AdminTemplate | undefined>;
}) {
  const { t, i18n } = useTranslation();
  const first = editorLocale(i18n.language);
  const [template, setTemplate] = useState(props.template);
  const [base, setBase] = useState(() => templateDraft(props.template, first));
  const [draft, setDraft] = useState(base);
  const [active, setActive] = useState<Locale>(
    props.template?.versions.find((v) => v.locale === first)?.locale ??
      (Object.keys(base.versions)[0] as Locale),
  );
  const { busy, refusal, notice, save, edited, reloaded } = useContentSave(
    t('admin.templates.editor.saved'),
  );
  const dirty = sharedDirty(draft, base) || dirtyLocales(draft, base).length > 0;
  useUnsavedGuard(dirty, {
    title: t('admin.content.editor.unsavedTitle'),
    content: t('admin.content.editor.unsavedText'),
    okText: t('admin.content.editor.unsavedLeave'),
  });
  const version = draft.versions[active]!;
  const present = SUPPORTED_LOCALES.filter((locale) => draft.versions[locale]);
  const missing = SUPPORTED_LOCALES.filter((locale) => !draft.versions[locale]);

  const edit = (change: Partial<TemplateDraft>) => {
    setDraft((current) => ({ ...current, ...change }));
    edited();
  };
  const editVersion = (change: Partial<VersionDraft>) =>
    edit({ versions: { ...draft.versions, [active]: { ...version, ...change } } });
  /** Takes the template as saved; other languages' unsaved words stay as typed. */
  const take = (next: AdminTemplate, keep: boolean) => {
    const fresh = templateDraft(next, active);
    setTemplate(next);
    setBase(fresh);
    setDraft((current) =>
      keep
        ? { ...fresh, versions: { ...current.versions, [active]: fresh.versions[active] } }
        : fresh,
    );
  };
  const submit = () =>
    save(
      () => contentService.saveTemplate(saveBodyOf(draft, active, template)),
      (next: AdminTemplate) => take(next, true),
      template ? undefined : (next: AdminTemplate) => `../${next.key}`,
    );
  const openLatest = async () => {
    const latest = await props.reload();
    reloaded();
    if (latest) take(latest, false);
  };

  return (
    <form
      className="admin-news-editor"
      data-testid="template-editor"
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <div className="admin-news-head">
        <h2>
          {t(template ? 'admin.templates.editor.editTitle' : 'admin.templates.editor.newTitle')}
        </h2>
      </div>
      {template?.origin === 'seed' && (
        <p className="muted">{t('admin.templates.editor.shippedNote')}</p>
      )}
      <div className="admin-template-shared">
        <label className="admin-news-field">
          <span>{t('admin.templates.category')}</span>
          <select
            value={draft.category}
            onChange={(event) => edit({ category: event.target.value as HelperCategory })}
            data-testid="template-edit-category"
          >
            {HELPER_CATEGORIES.map((id) => (
              <option key={id} value={id}>
                {t(`helper.categories.${id}`)}
              </option>
            ))}
          </select>
        </label>
        <label className="admin-news-field">
          <span>{t('admin.templates.editor.icon')}</span>
          <span className="admin-template-icon">
            <Icon icon={draft.icon} size={20} />
            <select
              value={draft.icon}
              onChange={(event) => edit({ icon: event.target.value as HelperIcon })}
              data-testid="template-edit-icon"
            >
              {HELPER_ICONS.map((id) => (
                <option key={id} value={id}>
                  {id}
                </option>
              ))}
            </select>
          </span>
        </label>
      </div>
      <div className="admin-news-tabs">
        <Tabs<Locale>
          tabs={present.map((locale) => ({ id: locale, label: t(`app.language.${locale}`) }))}
          active={active}
          onChange={setActive}
          idPrefix="template-lang"
          label={t('admin.templates.language')}
        />
        {missing.map((locale) => (
          <button
            key={locale}
            type="button"
            className="btn btn-ghost"
            onClick={() => {
              edit({ versions: { ...draft.versions, [locale]: emptyVersion(locale) } });
              setActive(locale);
            }}
            data-testid={`template-add-${locale}`}
          >
            {t('admin.templates.editor.addLanguage', { language: t(`app.language.${locale}`) })}
          </button>
        ))}
      </div>
      <div
        role="tabpanel"
        id={`template-lang-panel-${active}`}
        aria-labelledby={`template-lang-tab-${active}`}
        className="admin-news-write"
        lang={active}
      >
        {!template?.versions.some((v) => v.locale === active) && template && (
          <p className="muted">
            {t('admin.templates.editor.newLanguage', { language: t(`app.language.${active}`) })}
          </p>
        )}
        <label className="admin-news-field">
          <span>{t('admin.templates.editor.title')}</span>
          <input
            type="text"
            value={version.title}
            maxLength={TEMPLATE_LIMITS.title}
            onChange={(event) => editVersion({ title: event.target.value })}
            data-testid="template-title"
          />
        </label>
        <label className="admin-news-field">
          <span>{t('admin.templates.editor.description')}</span>
          <input
            type="text"
            value={version.description}
            maxLength={TEMPLATE_LIMITS.description}
            onChange={(event) => editVersion({ description: event.target.value })}
            data-testid="template-description"
          />
        </label>
        <FieldsEditor fields={version.fields} onChange={(fields) => editVersion({ fields })} />
        <label className="admin-news-field">
          <span>{t('admin.templates.editor.prompt')}</span>
          <textarea
            value={version.prompt}
            maxLength={TEMPLATE_LIMITS.prompt}
            rows={10}
            dir="auto"
            onChange={(event) => editVersion({ prompt: event.target.value })}
            data-testid="template-prompt"
          />
          <span className="muted">
            {t('admin.templates.editor.promptHint', {
              slot: '{{name}}',
              open: '{{#name}}',
              close: '{{/name}}',
            })}
          </span>
        </label>
      </div>
      <EditorRefusal
        refusal={refusal}
        notice={notice}
        reloadText={t('admin.templates.editor.reload')}
        onReload={() => void openLatest()}
      />
      <div className="admin-news-actions">
        <button
          type="submit"
          className="btn btn-primary"
          disabled={busy}
          data-testid="template-save"
        >
          {t('admin.templates.editor.save')}
        </button>
      </div>
    </form>
  );
}
