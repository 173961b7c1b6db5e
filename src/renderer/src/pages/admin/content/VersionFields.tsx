// The post's languages as tabs, each with its title and Markdown text beside a live preview drawn by the app's
// own Markdown renderer (what readers will see); a language may be added or removed (one always stays).
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { NEWS_BODY_MAX, NEWS_TITLE_MAX, type NewsTranslation } from '@shared/api/admin-news';
import { SUPPORTED_LOCALES, type Locale } from '@shared/i18n/locales';
import { panelId, tabId, Tabs } from '../../../components/Tabs';
import { LazyMarkdown } from '../../../features/chat/markdown/LazyMarkdown';

export function VersionFields(props: {
  versions: NewsTranslation[];
  active: Locale;
  onActive(locale: Locale): void;
  onChange(versions: NewsTranslation[]): void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const prefix = `news-lang${id.replace(/:/g, '')}`;
  const { versions, active } = props;
  const version = versions.find((item) => item.locale === active) ?? versions[0]!;
  const missing = SUPPORTED_LOCALES.filter((locale) => !versions.some((v) => v.locale === locale));
  const edit = (change: Partial<NewsTranslation>) =>
    props.onChange(
      versions.map((item) => (item.locale === version.locale ? { ...item, ...change } : item)),
    );
  const add = (locale: Locale) => {
    props.onChange([...versions, { locale, title: '', body: '' }]);
    props.onActive(locale);
  };
  const remove = () => {
    const rest = versions.filter((item) => item.locale !== version.locale);
    props.onChange(rest);
    props.onActive(rest[0]!.locale);
  };
  return (
    <div className="admin-news-versions">
      <div className="admin-news-tabs">
        <Tabs
          tabs={versions.map((item) => ({
            id: item.locale,
            label: t(`app.language.${item.locale}`),
          }))}
          active={version.locale}
          onChange={props.onActive}
          idPrefix={prefix}
          label={t('admin.content.columns.languages')}
        />
        {missing.map((locale) => (
          <button
            key={locale}
            type="button"
            className="btn btn-ghost"
            onClick={() => add(locale)}
            data-testid={`news-add-${locale}`}
          >
            {t('admin.content.editor.addLanguage', { language: t(`app.language.${locale}`) })}
          </button>
        ))}
      </div>
      <div
        role="tabpanel"
        id={panelId(prefix, version.locale)}
        aria-labelledby={tabId(prefix, version.locale)}
        className="admin-news-panel"
        lang={version.locale}
      >
        <div className="admin-news-write">
          <label className="admin-news-field">
            <span>{t('admin.content.editor.title')}</span>
            <input
              type="text"
              value={version.title}
              maxLength={NEWS_TITLE_MAX}
              onChange={(event) => edit({ title: event.target.value })}
              data-testid="news-title"
            />
          </label>
          <label className="admin-news-field">
            <span>{t('admin.content.editor.body')}</span>
            <textarea
              value={version.body}
              maxLength={NEWS_BODY_MAX}
              rows={14}
              dir="auto"
              onChange={(event) => edit({ body: event.target.value })}
              data-testid="news-body"
            />
          </label>
          {versions.length > 1 && (
            <button
              type="button"
              className="btn btn-ghost admin-news-remove-lang"
              onClick={remove}
              data-testid="news-remove-language"
            >
              {t('admin.content.editor.removeLanguage')}
            </button>
          )}
        </div>
        <section className="admin-news-preview card" aria-label={t('admin.content.editor.preview')}>
          <h3 className="admin-news-preview-label">{t('admin.content.editor.preview')}</h3>
          {version.title || version.body ? (
            <div data-testid="news-preview">
              <h1>
                <bdi>{version.title}</bdi>
              </h1>
              <LazyMarkdown text={version.body} />
            </div>
          ) : (
            <p className="muted">{t('admin.content.editor.previewEmpty')}</p>
          )}
        </section>
      </div>
    </div>
  );
}
