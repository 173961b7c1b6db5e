// The two numbers of a bot: the context budget in tokens, and what visitors' answers may cost the owner in
// a day, shown in credits and kept in hundredths as the server counts them.
import { useTranslation } from 'react-i18next';
import { BOT_LIMITS } from '@shared/api/bots';
import { CENTICREDITS } from '@shared/billing/credits';
import { NumberInput } from '../../../components/antd/NumberInput';
import { useCreditsFormat } from '../../../features/billing/credits-format';
import { ErrorText } from '../../../components/Field';
import type { Draft, FieldErrors } from './draft';

const { min, max } = BOT_LIMITS.contextTokens;

export function ContextField(props: {
  id: string;
  value: number | null;
  error?: FieldErrors[string];
  onChange(value: number | null): void;
}) {
  const { t } = useTranslation();
  const fmt = useCreditsFormat();
  const { id } = props;
  return (
    <div className="form-field">
      <label htmlFor={id}>{t('bots.form.contextTokens')}</label>
      <NumberInput
        id={id}
        value={props.value}
        min={min}
        max={max}
        step={100}
        precision={0}
        suffix={t('bots.form.tokens')}
        status={props.error ? 'error' : undefined}
        onChange={(value) => props.onChange(value === null ? null : Math.round(Number(value)))}
        aria-describedby={`${id}-hint${props.error ? ` ${id}-error` : ''}`}
        data-testid="bot-context"
      />
      <span className="form-hint" id={`${id}-hint`}>
        {t('bots.form.contextHint', { min: fmt.number(min), max: fmt.number(max) })}
      </span>
      <ErrorText id={id} error={props.error} />
    </div>
  );
}

export function DailyCapField(props: {
  id: string;
  /** Hundredths. */
  value: Draft['dailyCap'];
  error?: FieldErrors[string];
  onChange(value: number | null): void;
}) {
  const { t } = useTranslation();
  const { id } = props;
  return (
    <div className="form-field">
      <label htmlFor={id}>{t('bots.form.dailyCap')}</label>
      <NumberInput
        id={id}
        value={props.value === null ? null : props.value / CENTICREDITS}
        min={0}
        max={BOT_LIMITS.dailyCap / CENTICREDITS}
        step={1}
        precision={2}
        suffix={t('bots.form.credits')}
        status={props.error ? 'error' : undefined}
        onChange={(value) =>
          props.onChange(value === null ? null : Math.round(Number(value) * CENTICREDITS))
        }
        aria-describedby={`${id}-hint${props.error ? ` ${id}-error` : ''}`}
        data-testid="bot-daily-cap"
      />
      <span className="form-hint" id={`${id}-hint`}>
        {t('bots.form.dailyCapHint')}
      </span>
      <ErrorText id={id} error={props.error} />
    </div>
  );
}
