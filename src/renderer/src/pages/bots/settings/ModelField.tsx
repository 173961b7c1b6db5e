// The model that answers, from the chat's list with the chat picker's rule: a locked model (a free account
// may not use it) is shown with the chat's words and cannot be chosen; an unavailable one says so and cannot
// be chosen either. The model a bot already has stays shown even if it can no longer be chosen.
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useModelAccess } from '../../../features/chat/composer/model-access';
import { useModels } from '../../../queries/models';
import { Field, describedBy } from '../../../components/Field';
import type { FieldErrors } from './draft';

export function ModelField(props: {
  id: string;
  value: string;
  error?: FieldErrors[string];
  onChange(model: string): void;
}) {
  const { t } = useTranslation();
  const { models, access } = useModelAccess();
  const loading = useModels().isPending;
  const locked = models.some((model) => access(model).state === 'locked');
  const known = models.some((model) => model.id === props.value);
  return (
    <Field
      id={props.id}
      label={t('bots.form.model')}
      error={props.error}
      hint={
        locked ? (
          <Link to="/price" data-testid="bot-model-plans">
            {t('bots.form.modelPlans', { locked: t('chat.model.locked') })}
          </Link>
        ) : undefined
      }
    >
      <select
        id={props.id}
        value={props.value}
        disabled={loading}
        onChange={(event) => props.onChange(event.target.value)}
        data-testid="bot-model"
        {...describedBy(props.id, props.error, locked)}
      >
        {loading && <option value={props.value}>{t('bots.form.modelsLoading')}</option>}
        {!loading && !known && <option value={props.value}>{props.value}</option>}
        {models.map((model) => {
          const state = access(model).state;
          const why =
            state === 'locked'
              ? t('chat.model.locked')
              : state === 'unavailable'
                ? t('chat.model.unavailable')
                : undefined;
          return (
            <option
              key={model.id}
              value={model.id}
              disabled={state !== 'usable'}
              data-access={state}
            >
              {why ? t('bots.form.modelLocked', { model: model.label, why }) : model.label}
            </option>
          );
        })}
      </select>
    </Field>
  );
}
