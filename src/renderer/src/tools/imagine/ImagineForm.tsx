// The /imagine form: model, mode, prompt (with the offer to translate Chinese and to undo it), negative
// prompt, reference images and their weight, the image's options (./ImageOptions), the price and Generate.
// Only what the chosen model offers is shown.
import { useId, useState, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import type { ImageModelInfo } from '@shared/tools/imagine';
import type { ToolInfo } from '@shared/api/tools';
import { IMAGE_WEIGHT, type ImagineMode } from '@shared/tools/imagine';
import { MAX_PROMPT_CHARS } from '@shared/tools/fields';
import type { ViewStatus } from '../../queries/view-status';
import { ChoiceGroup } from '../../features/tasks/ChoiceGroup';
import { ImageListPicker } from '../../features/tasks/ImagePicker';
import { SubmitBar } from '../../features/tasks/TaskPanel';
import { ToolAccess, toolBlocked } from '../../features/tasks/ToolAccess';
import type { ImageList } from '../../features/tasks/use-image-slot';
import type { ImageChoice } from '../../platform';
import type { ToolTask } from '../../features/tasks/use-tool-task';
import { ImageOptions } from './ImageOptions';
import { ModelChoice } from './ModelChoice';
import { hasCjk } from './prompt-translation';
import type { ImagineFormState } from './use-imagine-form';

/** The model as the shared price line reads a tool. */
export const asTool = (model: ImageModelInfo): ToolInfo => ({
  kind: 'imagine',
  id: model.id,
  available: model.available,
  reason: model.reason,
  locked: model.locked,
  provider: model.provider,
  price: model.price,
});

/** The reference list, saying "up to N" (not the photo book's words) when more are dropped than fit. */
function useReferenceList(list: ImageList): ImageList {
  const { t } = useTranslation();
  const [overflow, setOverflow] = useState(false);
  return {
    ...list,
    add: async (choices: ImageChoice[]) => {
      const kept = list.items.filter((item) => item.status !== 'refused').length;
      const room = Math.max(0, list.max - kept);
      setOverflow(choices.length > room);
      await list.add(choices.slice(0, room));
    },
    remove: (key: string) => {
      setOverflow(false);
      list.remove(key);
    },
    notice: overflow ? t('imagine.form.tooManyReferences', { max: list.max }) : undefined,
  };
}

export function ImagineForm({
  promptRef,
  ...props
}: {
  form: ImagineFormState;
  models?: readonly ImageModelInfo[];
  status: ViewStatus;
  retry: () => void;
  tool: ToolTask;
  translating: boolean;
  translateProblem?: string;
  onTranslate: () => void;
  onGenerate: () => void;
  promptRef: RefObject<HTMLTextAreaElement | null>;
}) {
  const { t } = useTranslation();
  const ids = useId();
  const { form, tool } = props;
  const { model, derived } = form;
  const references = useReferenceList(form.references);
  const { fields, undo } = form.prompt;
  const cjk = hasCjk(fields.prompt) || (derived?.useNegative === true && hasCjk(fields.negative));
  const edit = (field: 'prompt' | 'negative', value: string) =>
    form.dispatch({ type: 'edit', field, value });

  if (!props.models) {
    return props.status === 'error' ? (
      <div className="tool-access is-error" role="alert" data-testid="imagine-models-error">
        <span>{t('imagine.form.modelsFailed')}</span>
        <button type="button" className="btn" onClick={props.retry}>
          {t('app.retry')}
        </button>
      </div>
    ) : (
      <p className="tool-access" role="status" data-testid="imagine-models-loading">
        {t('imagine.form.modelsLoading')}
      </p>
    );
  }
  if (props.models.length === 0)
    return (
      <p className="tool-access is-off" role="alert" data-testid="imagine-no-models">
        {t('imagine.form.noModels')}
      </p>
    );

  return (
    <div
      className="imagine-form"
      data-testid="imagine-form"
      onKeyDown={(event) => {
        if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
          event.preventDefault();
          props.onGenerate();
        }
      }}
    >
      <ModelChoice models={props.models} value={model?.id} onChange={form.chooseModel} />

      {model && derived && model.modes.length > 1 && (
        <ChoiceGroup<ImagineMode>
          label={t('imagine.form.mode')}
          testId="imagine-mode"
          value={derived.mode}
          onChange={form.setMode}
          choices={model.modes.map((mode) => ({
            value: mode,
            label: t(`imagine.modes.${mode}`),
            detail: t(`imagine.modes.${mode}Detail`),
          }))}
          cards
        />
      )}

      <div className="tool-field">
        <label htmlFor={`${ids}-prompt`} className="tool-label">
          {t('imagine.form.prompt')}
        </label>
        <textarea
          ref={promptRef}
          id={`${ids}-prompt`}
          className="tool-textarea"
          rows={4}
          maxLength={MAX_PROMPT_CHARS}
          value={fields.prompt}
          readOnly={props.translating}
          aria-describedby={`${ids}-prompt-hint`}
          placeholder={t('imagine.form.promptPlaceholder')}
          data-testid="imagine-prompt"
          onChange={(event) => edit('prompt', event.target.value)}
        />
        <p id={`${ids}-prompt-hint`} className="tool-note">
          {t('imagine.form.promptHint')}
        </p>
        {undo && (
          <p className="imagine-notice" role="status" data-testid="imagine-translated">
            <span>{t('imagine.translate.done')}</span>
            <button
              type="button"
              className="btn btn-ghost"
              data-testid="imagine-translate-undo"
              onClick={() => form.dispatch({ type: 'undo' })}
            >
              {t('imagine.translate.undo')}
            </button>
          </p>
        )}
        {!undo && cjk && (
          <p className="imagine-notice" data-testid="imagine-cjk">
            <span>
              {form.autoTranslate
                ? t('imagine.translate.willTranslate')
                : t('imagine.translate.offer')}
            </span>
            <button
              type="button"
              className="btn"
              data-testid="imagine-translate"
              aria-busy={props.translating}
              disabled={props.translating}
              onClick={props.onTranslate}
            >
              {props.translating ? t('imagine.translate.working') : t('imagine.translate.now')}
            </button>
          </p>
        )}
        {props.translateProblem && (
          <p className="tool-problem" role="alert" data-testid="imagine-translate-problem">
            {props.translateProblem}
          </p>
        )}
        <label className="imagine-check">
          <input
            type="checkbox"
            checked={form.autoTranslate}
            data-testid="imagine-auto-translate"
            onChange={(event) => form.setAutoTranslate(event.target.checked)}
          />
          <span>{t('imagine.translate.auto')}</span>
        </label>
      </div>

      {model?.negativePrompt && (
        <div className="tool-field">
          <label className="imagine-check">
            <input
              type="checkbox"
              checked={form.negativeOn}
              aria-controls={`${ids}-negative`}
              data-testid="imagine-negative-toggle"
              onChange={(event) => form.setNegativeOn(event.target.checked)}
            />
            <span className="tool-label">{t('imagine.form.negative')}</span>
          </label>
          {form.negativeOn && (
            <textarea
              id={`${ids}-negative`}
              className="tool-textarea"
              rows={2}
              maxLength={MAX_PROMPT_CHARS}
              value={fields.negative}
              readOnly={props.translating}
              aria-label={t('imagine.form.negative')}
              placeholder={t('imagine.form.negativePlaceholder')}
              data-testid="imagine-negative"
              onChange={(event) => edit('negative', event.target.value)}
            />
          )}
        </div>
      )}

      {model && derived && (
        <ImageListPicker
          list={references}
          label={t(
            derived.mode === 'image' ? 'imagine.form.inputImages' : 'imagine.form.references',
          )}
          hint={t(
            derived.mode === 'image' ? 'imagine.form.inputHint' : 'imagine.form.referenceHint',
            {
              max: references.max,
            },
          )}
          okText={t('imagine.form.referenceReady')}
          testId="imagine-references"
        />
      )}

      {form.showWeight && (
        <div className="tool-field">
          <label htmlFor={`${ids}-weight`} className="tool-label">
            {t('imagine.form.weight')}
          </label>
          <div className="tool-slider">
            <input
              id={`${ids}-weight`}
              type="range"
              min={IMAGE_WEIGHT.min}
              max={IMAGE_WEIGHT.max}
              step={0.25}
              value={form.weight}
              aria-describedby={`${ids}-weight-hint`}
              data-testid="imagine-weight"
              onChange={(event) => form.setWeight(Number(event.target.value))}
            />
            <output htmlFor={`${ids}-weight`} className="tool-slider-value">
              {form.weight}
            </output>
          </div>
          <p id={`${ids}-weight-hint`} className="tool-note">
            {t('imagine.form.weightHint')}
          </p>
        </div>
      )}

      <ImageOptions form={form} />

      <SubmitBar
        tool={tool}
        label={t('imagine.form.generate')}
        blocked={!model || toolBlocked(asTool(model))}
        onSubmit={props.onGenerate}
        testId="imagine-generate"
      >
        {model && derived && (
          <ToolAccess
            status={props.status}
            tool={asTool(model)}
            retry={props.retry}
            price={model.price * derived.count}
            priceKey={derived.priceExact ? undefined : 'imagine.form.priceAbout'}
          />
        )}
        <p className="tool-note imagine-shortcut">{t('imagine.form.shortcut')}</p>
      </SubmitBar>
    </div>
  );
}
