// Every setting of a bot in one form, grouped by what it is about. The checks are the contract's own, run
// once a save is tried and then on every change; the server's refusal is shown by the field it names, or
// above the form. Leaving with unsaved edits is asked first. A saved bot's page shows it in two parts: who
// the bot is and how it answers (Settings), and who may reach it (Embed); each part saves what changed in it.
//
// `part`: every group (a new bot), the groups but the last, or the last alone.
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { BOT_LIMITS, BOT_STRICTNESS, BOT_VISIBILITIES, type BotView } from '@shared/api/bots';
import { useUnsavedGuard } from '../../../components/use-unsaved-guard';
import { AvatarField } from './AvatarField';
import { ChoiceGroup, Counter, Field, describedBy } from '../../../components/Field';
import { ModelField } from './ModelField';
import { ContextField, DailyCapField } from './NumberFields';
import { OriginsField } from './OriginsField';
import { QuestionsField } from './QuestionsField';
import { useBotForm } from './use-bot-form';

export function BotSettingsForm(props: {
  bot?: BotView;
  onSaved(bot: BotView): void;
  part?: 'all' | 'about' | 'reach';
}) {
  const { t } = useTranslation();
  const part = props.part ?? 'all';
  const id = useId();
  const form = useBotForm(props.bot, props.onSaved);
  const { draft, errors, set } = form;
  useUnsavedGuard(form.dirty && !form.saving, {
    title: t('bots.page.unsavedTitle'),
    content: t('bots.page.unsavedText'),
    okText: t('bots.page.unsavedLeave'),
  });
  const fieldId = (field: string) => `${id}-${field}`;
  const refusedAbove = form.refusal && !form.refusal.field;

  const submit = async () => {
    const first = await form.save();
    if (!first) return;
    const [field, index] = first.split('.');
    const target =
      field === 'pendingOrigin' || (field === 'origins' && index !== undefined)
        ? fieldId('origins-pending')
        : index !== undefined
          ? `${fieldId(field!)}-${index}`
          : fieldId(field!);
    document.getElementById(target)?.focus();
  };

  return (
    <form
      className="bot-form"
      noValidate
      data-testid={part === 'reach' ? 'bot-reach-form' : 'bot-form'}
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      {refusedAbove && (
        <div className="form-alert" role="alert" data-testid="bot-form-refusal">
          {form.refusal?.message}
        </div>
      )}
      {part !== 'reach' && (
        <>
          <div className="bot-form-group">
            <Field
              id={fieldId('name')}
              label={t('bots.form.name')}
              error={errors.name}
              hint={<Counter value={draft.name} max={BOT_LIMITS.name} />}
            >
              <input
                id={fieldId('name')}
                type="text"
                dir="auto"
                value={draft.name}
                placeholder={t('bots.form.namePlaceholder')}
                onChange={(event) => set({ name: event.target.value })}
                data-testid="bot-name"
                {...describedBy(fieldId('name'), errors.name)}
              />
            </Field>
            <AvatarField
              name={draft.name}
              value={draft.avatar}
              src={form.avatarSrc}
              error={errors.avatar}
              onChange={form.setAvatar}
            />
            <Field
              id={fieldId('description')}
              label={t('bots.form.description')}
              error={errors.description}
              hint={<Counter value={draft.description} max={BOT_LIMITS.description} />}
            >
              <textarea
                id={fieldId('description')}
                rows={2}
                dir="auto"
                value={draft.description}
                placeholder={t('bots.form.descriptionPlaceholder')}
                onChange={(event) => set({ description: event.target.value })}
                data-testid="bot-description"
                {...describedBy(fieldId('description'), errors.description)}
              />
            </Field>
          </div>

          <div className="bot-form-group">
            <Field
              id={fieldId('instructions')}
              label={t('bots.form.instructions')}
              error={errors.instructions}
              hint={
                <>
                  <span>{t('bots.form.instructionsHint')}</span>
                  <Counter value={draft.instructions} max={BOT_LIMITS.instructions} />
                </>
              }
            >
              <textarea
                id={fieldId('instructions')}
                rows={8}
                dir="auto"
                value={draft.instructions}
                placeholder={t('bots.form.instructionsPlaceholder')}
                onChange={(event) => set({ instructions: event.target.value })}
                data-testid="bot-instructions"
                {...describedBy(fieldId('instructions'), errors.instructions)}
              />
            </Field>
            <ModelField
              id={fieldId('model')}
              value={draft.model}
              error={errors.model}
              onChange={(model) => set({ model })}
            />
            <ContextField
              id={fieldId('contextTokens')}
              value={draft.contextTokens}
              error={errors.contextTokens}
              onChange={(contextTokens) => set({ contextTokens })}
            />
            <ChoiceGroup
              name={fieldId('strictness')}
              legend={t('bots.form.strictness')}
              choices={BOT_STRICTNESS}
              value={draft.strictness}
              label={(choice) => t(`bots.strictness.${choice}`)}
              hint={(choice) => t(`bots.strictnessHint.${choice}`)}
              onChange={(strictness) => set({ strictness })}
              testId="bot-strictness"
            />
          </div>

          <div className="bot-form-group">
            <Field
              id={fieldId('welcome')}
              label={t('bots.form.welcome')}
              error={errors.welcome}
              hint={
                <>
                  <span>{t('bots.form.welcomeHint')}</span>
                  <Counter value={draft.welcome} max={BOT_LIMITS.welcome} />
                </>
              }
            >
              <textarea
                id={fieldId('welcome')}
                rows={2}
                dir="auto"
                value={draft.welcome}
                placeholder={t('bots.form.welcomePlaceholder')}
                onChange={(event) => set({ welcome: event.target.value })}
                data-testid="bot-welcome"
                {...describedBy(fieldId('welcome'), errors.welcome)}
              />
            </Field>
            <QuestionsField
              id={fieldId('questions')}
              questions={draft.questions}
              errors={errors}
              onChange={(questions) => set({ questions })}
            />
          </div>
        </>
      )}

      {part !== 'about' && (
        <div className="bot-form-group">
          <ChoiceGroup
            name={fieldId('visibility')}
            legend={t('bots.form.visibility')}
            choices={BOT_VISIBILITIES}
            value={draft.visibility}
            label={(choice) => t(`bots.visibility.${choice}`)}
            hint={(choice) => t(`bots.visibilityHint.${choice}`)}
            onChange={(visibility) => set({ visibility })}
            testId="bot-visibility"
          />
          {/* Kept while hidden: choosing "embedded" again finds the list as it was. */}
          {draft.visibility === 'embedded' && (
            <OriginsField
              id={fieldId('origins')}
              origins={draft.origins}
              pending={draft.pendingOrigin}
              pendingError={form.pendingError}
              errors={errors}
              onChange={(changes) =>
                set({
                  ...(changes.origins && { origins: changes.origins }),
                  ...(changes.pending !== undefined && { pendingOrigin: changes.pending }),
                })
              }
              onPendingError={form.setPendingError}
            />
          )}
          <DailyCapField
            id={fieldId('dailyCap')}
            value={draft.dailyCap}
            error={errors.dailyCap}
            onChange={(dailyCap) => set({ dailyCap })}
          />
        </div>
      )}

      <div className="bot-form-actions">
        <button
          type="submit"
          className="btn btn-primary"
          disabled={form.saving}
          data-testid="bot-save"
        >
          {form.saving
            ? t('bots.form.saving')
            : t(form.saved ? 'bots.form.save' : 'bots.form.create')}
        </button>
      </div>
    </form>
  );
}
