// One starter character's editor (or a new one's): name, picture (a preset, or its first letter), description,
// instructions, greeting, category and the language it is written in. A save names the version the admin
// opened; when someone saved it since, the server refuses and the text stays here until the admin opens the
// latest version. Leaving unsaved asks first.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminCharacter, StarterSaveBody } from '@shared/api/admin-characters';
import { AVATAR_PRESETS, CHARACTER_LIMITS, PRESET_PREFIX } from '@shared/api/roles';
import { SUPPORTED_LOCALES, type Locale } from '@shared/i18n/locales';
import { contentService } from '../../../../api/admin-content';
import { useUnsavedGuard } from '../../../../components/use-unsaved-guard';
import { CharacterAvatar } from '../../../../features/characters/CharacterAvatar';
import { useAdminCharacter } from '../../../../queries/admin';
import { EditorPage, EditorRefusal } from '../../../../features/admin/EditorParts';
import { editorLocale, useContentSave } from '../../../../features/admin/use-content-save';
import { CategorySelect } from './CategorySelect';

type Draft = Omit<StarterSaveBody, 'id' | 'base' | 'avatar'> & {
  avatar: string | null;
  locale: Locale;
};

const draftOf = (character: AdminCharacter | undefined, locale: Locale): Draft => ({
  name: character?.name ?? '',
  avatar: character?.avatar ?? `${PRESET_PREFIX}${AVATAR_PRESETS[0]}`,
  description: character?.description ?? '',
  systemPrompt: character?.systemPrompt ?? '',
  greeting: character?.greeting ?? '',
  categoryId: character?.categoryId ?? 'life',
  locale: (character?.locale as Locale | null) ?? locale,
});

export function StarterEditorPage(props: { id?: string }) {
  const { t } = useTranslation();
  const query = useAdminCharacter(props.id);
  return (
    <EditorPage
      editing={Boolean(props.id)}
      loading={query.isPending}
      loaded={Boolean(query.data)}
      backText={t('admin.characters.back')}
      failedText={t('admin.characters.editor.loadFailed')}
      retry={() => void query.refetch()}
    >
      <StarterEditor character={query.data} reload={async () => (await query.refetch()).data} />
    </EditorPage>
  );
}

function StarterEditor(props: {
  character: AdminCharacter | undefined;
  reload(): Promise<AdminCharacter | undefined>;
}) {
  const { t, i18n } = useTranslation();
  const language = editorLocale(i18n.language);
  const [character, setCharacter] = useState(props.character);
  const [base, setBase] = useState(() => draftOf(props.character, language));
  const [draft, setDraft] = useState(base);
  const { busy, refusal, notice, save, edited, reloaded } = useContentSave(
    t('admin.characters.editor.saved'),
  );
  useUnsavedGuard(JSON.stringify(draft) !== JSON.stringify(base), {
    title: t('admin.content.editor.unsavedTitle'),
    content: t('admin.content.editor.unsavedText'),
    okText: t('admin.content.editor.unsavedLeave'),
  });
  const edit = (change: Partial<Draft>) => {
    setDraft((current) => ({ ...current, ...change }));
    edited();
  };
  const take = (next: AdminCharacter) => {
    const fresh = draftOf(next, language);
    setCharacter(next);
    setBase(fresh);
    setDraft(fresh);
  };
  const submit = () =>
    save(
      () =>
        contentService.saveStarter({
          ...draft,
          avatar: draft.avatar as StarterSaveBody['avatar'],
          ...(character ? { id: character.id, base: character.updatedAt } : {}),
        }),
      take,
      character ? undefined : (next) => `../${next.id}`,
    );
  const text = (
    key: 'name' | 'description' | 'systemPrompt' | 'greeting',
    max: number,
    rows?: number,
  ) => (
    <label className="admin-news-field">
      <span>{t(`admin.characters.editor.${key}`)}</span>
      {rows ? (
        <textarea
          className="admin-content-prose"
          value={draft[key] ?? ''}
          maxLength={max}
          rows={rows}
          dir="auto"
          onChange={(event) => edit({ [key]: event.target.value })}
          data-testid={`starter-${key}`}
        />
      ) : (
        <input
          type="text"
          value={draft[key] ?? ''}
          maxLength={max}
          onChange={(event) => edit({ [key]: event.target.value })}
          data-testid={`starter-${key}`}
        />
      )}
    </label>
  );

  return (
    <form
      className="admin-news-editor"
      data-testid="starter-editor"
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <h2>
        {t(character ? 'admin.characters.editor.editTitle' : 'admin.characters.editor.newTitle')}
      </h2>
      {character?.edited === false && character.starter && (
        <p className="muted">{t('admin.characters.editor.shippedNote')}</p>
      )}
      {text('name', CHARACTER_LIMITS.name)}
      <label className="admin-news-field">
        <span>{t('admin.characters.editor.avatar')}</span>
        <span className="admin-template-icon">
          <CharacterAvatar name={draft.name || '?'} avatar={draft.avatar} size={32} />
          <select
            value={draft.avatar ?? ''}
            onChange={(event) => edit({ avatar: event.target.value || null })}
            data-testid="starter-avatar"
          >
            <option value="">{t('admin.characters.editor.noAvatar')}</option>
            {AVATAR_PRESETS.map((preset) => (
              <option key={preset} value={`${PRESET_PREFIX}${preset}`}>
                {t(`roles.form.presets.${preset}`)}
              </option>
            ))}
          </select>
        </span>
      </label>
      {text('description', CHARACTER_LIMITS.description, 2)}
      {text('systemPrompt', CHARACTER_LIMITS.systemPrompt, 8)}
      {text('greeting', CHARACTER_LIMITS.greeting, 3)}
      <div className="admin-template-shared">
        <label className="admin-news-field">
          <span>{t('admin.characters.editor.category')}</span>
          <CategorySelect
            value={draft.categoryId}
            onChange={(categoryId) => edit({ categoryId })}
            label={t('admin.characters.editor.category')}
            testId="starter-category"
          />
        </label>
        <label className="admin-news-field">
          <span>{t('admin.characters.editor.language')}</span>
          <select
            value={draft.locale}
            onChange={(event) => edit({ locale: event.target.value as Locale })}
            data-testid="starter-locale"
          >
            {SUPPORTED_LOCALES.map((code) => (
              <option key={code} value={code}>
                {t(`app.language.${code}`)}
              </option>
            ))}
          </select>
        </label>
      </div>
      <EditorRefusal
        refusal={refusal}
        notice={notice}
        reloadText={t('admin.characters.editor.reload')}
        onReload={() =>
          void props.reload().then((latest) => {
            reloaded();
            if (latest) take(latest);
          })
        }
      />
      <div className="admin-news-actions">
        <button
          type="submit"
          className="btn btn-primary"
          disabled={busy}
          data-testid="starter-save"
        >
          {t('admin.characters.editor.save')}
        </button>
      </div>
    </form>
  );
}
