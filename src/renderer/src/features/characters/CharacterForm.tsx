// Create or edit a character (loaded lazily: only when the dialog opens). The form checks its fields with
// the contract's own schema, so the messages are the ones the server would send; the server's answer is
// shown too, for what only it can know (a category that went away, a character that was deleted).
import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  AVATAR_PRESETS,
  CHARACTER_LIMITS,
  PRESET_PREFIX,
  characterInput,
  type CharacterInfo,
  type CharacterInput,
} from '@shared/api/roles';
import { rolesService } from '../../api/roles';
import { toast } from '../../api/toast';
import { AvatarPicker, isImageAvatar } from './AvatarPicker';
import { Dialog } from '../../components/Dialog';
import { useCategories } from './use-categories';
import './characters.css';

type Field = 'name' | 'avatar' | 'description' | 'systemPrompt' | 'greeting' | 'categoryId';
type Errors = Partial<Record<Field | 'visibility', string>>;

/** The first message per field of a failed check, as message keys. */
export function fieldErrors(input: CharacterInput): Errors {
  const checked = characterInput.safeParse(input);
  const errors: Errors = {};
  for (const issue of checked.error?.issues ?? []) {
    const field = String(issue.path[0] ?? 'name') as Field;
    errors[field] ??= issue.message;
  }
  return errors;
}

function Counter(props: { value: string; max: number }) {
  const over = props.value.trim().length > props.max;
  return (
    <span className={over ? 'form-error' : undefined}>
      {props.value.trim().length}/{props.max}
    </span>
  );
}

function FormField(props: {
  id: string;
  label: string;
  error?: string;
  hint?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className="form-field">
      <label htmlFor={props.id}>{props.label}</label>
      {props.children}
      {props.hint && (
        <span className="form-hint" id={`${props.id}-hint`}>
          {props.hint}
        </span>
      )}
      {props.error && (
        <span className="form-error" id={`${props.id}-error`} role="alert">
          {props.error}
        </span>
      )}
    </div>
  );
}

export default function CharacterForm(props: {
  /** Absent: a new character. */
  character?: CharacterInfo;
  onClose(): void;
  onSaved(character: CharacterInfo): void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const editing = props.character;
  const categories = useCategories();
  const [values, setValues] = useState<CharacterInput>(() => ({
    name: editing?.name ?? '',
    avatar: editing?.avatar ?? `${PRESET_PREFIX}${AVATAR_PRESETS[0]}`,
    description: editing?.description ?? '',
    systemPrompt: editing?.systemPrompt ?? '',
    greeting: editing?.greeting ?? '',
    categoryId: editing?.categoryId ?? '',
    visibility: editing?.visibility ?? 'private',
  }));
  const [submitted, setSubmitted] = useState(false);
  const [saving, setSaving] = useState(false);
  const [serverError, setServerError] = useState('');
  const categoryId = values.categoryId || categories.list[0]?.id || '';
  const draft = { ...values, categoryId };
  const errors = submitted ? fieldErrors(draft) : {};
  const set = (changes: Partial<CharacterInput>) => setValues((old) => ({ ...old, ...changes }));
  const invalid = (field: Field) => ({
    'aria-invalid': errors[field] ? true : undefined,
    'aria-describedby':
      [`${id}-${field}-hint`, errors[field] ? `${id}-${field}-error` : '']
        .filter(Boolean)
        .join(' ') || undefined,
  });
  const isUrl = isImageAvatar(values.avatar ?? null);

  const submit = async () => {
    setSubmitted(true);
    setServerError('');
    const found = fieldErrors(draft);
    const first = Object.keys(found)[0];
    if (first) {
      document.getElementById(`${id}-${first}`)?.focus();
      return;
    }
    setSaving(true);
    try {
      const saved = editing
        ? await rolesService.edit(editing.id, draft)
        : await rolesService.create(draft);
      toast('success', t(editing ? 'app.saved' : 'roles.form.created'));
      props.onSaved(saved);
    } catch (error) {
      setServerError(error instanceof Error ? error.message : t('errors.requestError'));
      setSaving(false);
    }
  };

  return (
    <Dialog labelledBy={`${id}-title`} onClose={props.onClose} testId="character-form">
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <div className="dialog-body">
          <h2 id={`${id}-title`}>
            {t(editing ? 'roles.form.editTitle' : 'roles.form.createTitle')}
          </h2>
          {serverError && (
            <div className="form-alert" role="alert">
              {serverError}
            </div>
          )}
          <FormField
            id={`${id}-name`}
            label={t('roles.form.name')}
            error={errors.name && t(errors.name)}
            hint={<Counter value={values.name} max={CHARACTER_LIMITS.name} />}
          >
            <input
              id={`${id}-name`}
              type="text"
              value={values.name}
              placeholder={t('roles.form.namePlaceholder')}
              onChange={(event) => set({ name: event.target.value })}
              autoFocus
              data-testid="form-name"
              {...invalid('name')}
            />
          </FormField>

          <AvatarPicker
            name={values.name}
            value={values.avatar ?? null}
            onChange={(avatar) => set({ avatar })}
          />
          {isUrl && (
            <FormField
              id={`${id}-avatar`}
              label={t('roles.form.avatarUrl')}
              error={errors.avatar && t(errors.avatar)}
              hint={t('roles.form.avatarUrlHint')}
            >
              <input
                id={`${id}-avatar`}
                type="url"
                inputMode="url"
                value={values.avatar ?? ''}
                onChange={(event) => set({ avatar: event.target.value })}
                {...invalid('avatar')}
              />
            </FormField>
          )}

          <FormField
            id={`${id}-categoryId`}
            label={t('roles.form.category')}
            error={errors.categoryId && t(errors.categoryId)}
          >
            <select
              id={`${id}-categoryId`}
              value={categoryId}
              onChange={(event) => set({ categoryId: event.target.value })}
              disabled={categories.status !== 'loaded'}
              {...invalid('categoryId')}
            >
              {categories.status !== 'loaded' && <option value="">{t('app.loading')}</option>}
              {categories.list.map((category) => (
                <option key={category.id} value={category.id}>
                  {category.name}
                </option>
              ))}
            </select>
          </FormField>

          <FormField
            id={`${id}-description`}
            label={t('roles.form.description')}
            error={errors.description && t(errors.description)}
            hint={<Counter value={values.description ?? ''} max={CHARACTER_LIMITS.description} />}
          >
            <textarea
              id={`${id}-description`}
              rows={2}
              value={values.description}
              placeholder={t('roles.form.descriptionPlaceholder')}
              onChange={(event) => set({ description: event.target.value })}
              {...invalid('description')}
            />
          </FormField>

          <FormField
            id={`${id}-systemPrompt`}
            label={t('roles.form.systemPrompt')}
            error={errors.systemPrompt && t(errors.systemPrompt)}
            hint={
              <>
                <span>{t('roles.form.systemPromptHint')}</span>
                <Counter value={values.systemPrompt} max={CHARACTER_LIMITS.systemPrompt} />
              </>
            }
          >
            <textarea
              id={`${id}-systemPrompt`}
              rows={6}
              value={values.systemPrompt}
              placeholder={t('roles.form.systemPromptPlaceholder')}
              onChange={(event) => set({ systemPrompt: event.target.value })}
              data-testid="form-prompt"
              {...invalid('systemPrompt')}
            />
          </FormField>

          <FormField
            id={`${id}-greeting`}
            label={t('roles.form.greeting')}
            error={errors.greeting && t(errors.greeting)}
            hint={<Counter value={values.greeting ?? ''} max={CHARACTER_LIMITS.greeting} />}
          >
            <textarea
              id={`${id}-greeting`}
              rows={2}
              value={values.greeting}
              placeholder={t('roles.form.greetingPlaceholder')}
              onChange={(event) => set({ greeting: event.target.value })}
              {...invalid('greeting')}
            />
          </FormField>

          <div className="form-field">
            <fieldset>
              <legend>{t('roles.form.visibility')}</legend>
              <div className="choice-row">
                {(['private', 'public'] as const).map((visibility) => (
                  <label key={visibility} className="choice">
                    <input
                      type="radio"
                      name={`${id}-visibility`}
                      checked={values.visibility === visibility}
                      onChange={() => set({ visibility })}
                    />
                    <span>
                      {t(`roles.form.${visibility}`)}
                      <small>{t(`roles.form.${visibility}Hint`)}</small>
                    </span>
                  </label>
                ))}
              </div>
            </fieldset>
          </div>
        </div>
        <div className="dialog-actions">
          <button type="button" className="btn" onClick={props.onClose}>
            {t('app.cancel')}
          </button>
          <button
            type="submit"
            className="btn btn-primary"
            disabled={saving}
            data-testid="form-save"
          >
            {saving ? t('roles.form.saving') : t(editing ? 'app.save' : 'roles.form.create')}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
