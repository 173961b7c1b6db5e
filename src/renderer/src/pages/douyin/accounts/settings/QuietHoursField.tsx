// Quiet hours: off, or from one time to another in the account's time zone (22:00 to 07:00 runs past
// midnight).
import { useTranslation } from 'react-i18next';
import { ErrorText, type FieldError } from '../../../../components/Field';

export function QuietHoursField(props: {
  id: string;
  on: boolean;
  from: string;
  to: string;
  error?: FieldError;
  onChange(changes: { quietOn?: boolean; quietFrom?: string; quietTo?: string }): void;
}) {
  const { t } = useTranslation();
  const { id } = props;
  const invalid = props.error ? true : undefined;
  return (
    <fieldset className="form-field" aria-describedby={`${id}-hint`}>
      <legend>{t('douyin.page.settings.quiet')}</legend>
      <label className="douyin-check">
        <input
          type="checkbox"
          checked={props.on}
          onChange={(event) => props.onChange({ quietOn: event.target.checked })}
          data-testid="douyin-settings-quiet"
        />
        {t('douyin.page.settings.quietOn')}
      </label>
      {props.on && (
        <div className="douyin-times">
          <label>
            {t('douyin.page.settings.quietFrom')}
            <input
              type="time"
              value={props.from}
              aria-invalid={invalid}
              onChange={(event) => props.onChange({ quietFrom: event.target.value })}
              data-testid="douyin-settings-from"
            />
          </label>
          <label>
            {t('douyin.page.settings.quietTo')}
            <input
              type="time"
              value={props.to}
              aria-invalid={invalid}
              onChange={(event) => props.onChange({ quietTo: event.target.value })}
              data-testid="douyin-settings-to"
            />
          </label>
        </div>
      )}
      <span className="form-hint" id={`${id}-hint`}>
        {t('douyin.page.settings.quietHint')}
      </span>
      <ErrorText id={id} error={props.error} />
    </fieldset>
  );
}
