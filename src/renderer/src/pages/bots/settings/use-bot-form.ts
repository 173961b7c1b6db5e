// The settings form's state: the draft, what was saved last (to tell what changed), the checks once a save
// was tried, and the save itself. A new bot is created whole; a saved one is sent only what changed.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { BotView } from '@shared/api/bots';
import { botsService } from '../../../api/bots';
import { ApiError, NetworkError } from '../../../api/errors';
import { defaultModel, useModelAccess } from '../../../features/chat/composer/model-access';
import { useGlobalModelStore } from '../../../stores/global-model';
import {
  changesOf,
  draftOf,
  fieldErrors,
  newDraft,
  settingsOf,
  type Draft,
  type FieldErrors,
} from './draft';

/** The fields in the order they are shown: the first one with a problem takes the focus. */
export const FIELD_ORDER = [
  'name',
  'avatar',
  'description',
  'instructions',
  'model',
  'contextTokens',
  'welcome',
  'questions',
  'origins',
  'pendingOrigin',
  'dailyCap',
];

/** The field a server's refusal is about, when its words or its code say so. */
function refusedField(error: ApiError, t: (key: string) => string): string | undefined {
  if (error.code === 'MODEL_LOCKED' || error.code === 'MODEL_UNKNOWN') return 'model';
  const fields: Record<string, string> = {
    avatarInvalid: 'avatar',
    nameRequired: 'name',
    nameTooLong: 'name',
    descriptionTooLong: 'description',
    instructionsTooLong: 'instructions',
    welcomeTooLong: 'welcome',
    questionTooLong: 'questions',
    tooManyQuestions: 'questions',
    originInvalid: 'origins',
    tooManyOrigins: 'origins',
  };
  return Object.entries(fields).find(([key]) => error.message.includes(t(`bots.edit.${key}`)))?.[1];
}

export function useBotForm(bot: BotView | undefined, onSaved: (bot: BotView) => void) {
  const { t } = useTranslation();
  const { models, access } = useModelAccess();
  const remembered = useGlobalModelStore((state) => state.name);
  const fallbackModel = defaultModel(models, access, remembered) ?? '';
  const [saved, setSaved] = useState(bot);
  const [draft, setDraft] = useState<Draft>(() => (bot ? draftOf(bot) : newDraft('')));
  const [avatarSrc, setAvatarSrc] = useState<string | null>(bot?.avatarUrl ?? null);
  const [submitted, setSubmitted] = useState(false);
  const [saving, setSaving] = useState(false);
  const [refusal, setRefusal] = useState<{ message: string; field?: string }>();
  const [pendingError, setPendingError] = useState<FieldErrors[string]>();

  // A new bot takes the chat's model until one is chosen (the list may arrive after the form).
  const current: Draft = { ...draft, model: draft.model || fallbackModel };
  const baseline = saved ?? settingsOf(newDraft(fallbackModel));
  const changes = changesOf(baseline, settingsOf(current));
  const dirty =
    Object.keys(changes).length > 0 ||
    (current.visibility === 'embedded' && current.pendingOrigin.trim() !== '');
  const errors: FieldErrors = submitted ? fieldErrors(current) : {};
  if (refusal?.field && !errors[refusal.field])
    errors[refusal.field] = { key: '', text: refusal.message };

  const set = (next: Partial<Draft>) => {
    setDraft((old) => ({ ...old, ...next }));
    setRefusal(undefined);
  };

  /** Saves; answers the id of the first field to fix when nothing was sent. */
  const save = async (): Promise<string | undefined> => {
    setSubmitted(true);
    setRefusal(undefined);
    const found = fieldErrors(current);
    const first = FIELD_ORDER.flatMap((field) =>
      Object.keys(found).filter((path) => path === field || path.startsWith(`${field}.`)),
    )[0];
    if (first) return first;
    setSaving(true);
    try {
      const settings = settingsOf(current);
      const answer = saved
        ? await botsService.edit(saved.id, changes)
        : await botsService.create(settings);
      setSaved(answer);
      setDraft(draftOf(answer));
      setAvatarSrc((src) => (answer.avatar ? src : null));
      setSubmitted(false);
      setPendingError(undefined);
      onSaved(answer);
    } catch (error) {
      const message =
        error instanceof ApiError || error instanceof NetworkError
          ? error.message
          : t('errors.requestError');
      const field = error instanceof ApiError ? refusedField(error, t) : undefined;
      setRefusal({ message, field });
      return field;
    } finally {
      setSaving(false);
    }
    return undefined;
  };

  return {
    draft: current,
    set,
    errors,
    dirty,
    saving,
    saved,
    refusal,
    avatarSrc,
    setAvatar: (avatar: string | null, src: string | null) => {
      set({ avatar });
      setAvatarSrc(src);
    },
    pendingError,
    setPendingError,
    save,
  };
}
