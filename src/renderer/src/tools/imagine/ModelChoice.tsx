// The image model, as native radio cards: Tab reaches the group, the arrow keys move between the models this
// account may use. Every model is listed: a free account sees a lock and a link to the plans on the models
// its plan does not include; a model this server cannot run now is greyed out with the server's reason.
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { ImageModelInfo } from '@shared/tools/imagine';
import { LockIcon } from '../../features/chat/icons';
import { useTaskFormat } from '../../features/tasks/task-format';

export type ModelAccess = 'usable' | 'locked' | 'unavailable';

export const accessOf = (model: ImageModelInfo): ModelAccess =>
  !model.available ? 'unavailable' : model.locked ? 'locked' : 'usable';

/** The chosen model if it may be used now, else the first that may, else the first. */
export function effectiveModel(
  models: readonly ImageModelInfo[] | undefined,
  chosen: string | undefined,
): ImageModelInfo | undefined {
  if (!models?.length) return undefined;
  const usable = models.filter((model) => accessOf(model) === 'usable');
  return usable.find((model) => model.id === chosen) ?? usable[0] ?? models[0];
}

export function ModelChoice(props: {
  models: readonly ImageModelInfo[];
  value: string | undefined;
  onChange: (id: string) => void;
  disabled?: boolean;
}) {
  const { t } = useTranslation();
  const fmt = useTaskFormat();
  const name = useId();
  return (
    <fieldset
      className="choice-group imagine-models"
      data-testid="imagine-model"
      disabled={props.disabled}
    >
      <legend className="tool-label">{t('imagine.form.model')}</legend>
      <div className="imagine-model-list">
        {props.models.map((model) => {
          const access = accessOf(model);
          const checked = model.id === props.value;
          const whyId = `${name}-${model.id}-why`;
          return (
            <div
              key={model.id}
              className={`imagine-model is-${access}${checked ? ' checked' : ''}`}
              data-testid="imagine-model-option"
              data-model={model.id}
              data-access={access}
            >
              <label className="imagine-model-pick">
                <input
                  type="radio"
                  name={name}
                  value={model.id}
                  checked={checked}
                  disabled={access !== 'usable'}
                  aria-describedby={access === 'usable' ? undefined : whyId}
                  data-testid={`imagine-model-${model.id}`}
                  onChange={() => props.onChange(model.id)}
                />
                <span className="imagine-model-name">{model.label}</span>
                <span className="imagine-model-price">
                  {t('imagine.form.perImage', { amount: fmt.credits(model.price) })}
                </span>
              </label>
              <span className="imagine-model-tags">
                {model.free && <span className="tag tag-free">{t('imagine.form.free')}</span>}
                {access === 'locked' && (
                  <span className="tag imagine-tag-locked">
                    <LockIcon size={12} /> {t('imagine.form.locked')}
                  </span>
                )}
                {access === 'unavailable' && (
                  <span className="tag tag-off">{t('imagine.form.unavailable')}</span>
                )}
              </span>
              {access === 'locked' && (
                <Link
                  id={whyId}
                  className="imagine-model-why"
                  to="/price"
                  data-testid="imagine-model-upgrade"
                >
                  {t('imagine.form.upgrade')}
                </Link>
              )}
              {access === 'unavailable' && (
                <span id={whyId} className="imagine-model-why">
                  {model.reason ?? t('imagine.form.unavailableText')}
                </span>
              )}
            </div>
          );
        })}
      </div>
    </fieldset>
  );
}
