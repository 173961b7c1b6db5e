// The websites that may embed the bot: each added one with a remove button, and a box to add another. What
// is typed is written as its origin when the box is left (`https://Example.com/` → `https://example.com`),
// and refused there, in words, when it is not one; Enter or Add puts it in the list.
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { BOT_LIMITS, normalizeOrigin } from '@shared/api/bots';
import { ErrorText, describedBy } from '../../../components/Field';
import { originProblem, type FieldErrors } from './draft';

export function OriginsField(props: {
  id: string;
  origins: string[];
  pending: string;
  /** Shown for the box: set when it is left or on Add, cleared when it changes. */
  pendingError?: FieldErrors[string];
  errors: FieldErrors;
  onChange(changes: { origins?: string[]; pending?: string }): void;
  onPendingError(error: FieldErrors[string] | undefined): void;
}) {
  const { t } = useTranslation();
  const { id, origins } = props;
  const box = useRef<HTMLInputElement>(null);
  const full = origins.length >= BOT_LIMITS.origins;
  const problem = (value: string) => {
    const key = originProblem(value, origins);
    return key ? { key } : undefined;
  };
  const tidy = () => {
    const origin = normalizeOrigin(props.pending);
    if (origin && origin !== props.pending) props.onChange({ pending: origin });
    props.onPendingError(problem(props.pending));
  };
  const add = () => {
    const error = problem(props.pending);
    props.onPendingError(error);
    const origin = normalizeOrigin(props.pending);
    if (!error && origin) props.onChange({ origins: [...origins, origin], pending: '' });
    box.current?.focus();
  };
  const boxId = `${id}-pending`;
  const boxError = props.pendingError ?? props.errors.pendingOrigin;

  return (
    <div className="form-field" data-testid="bot-origins">
      <label htmlFor={boxId}>{t('bots.form.origins')}</label>
      {origins.length > 0 ? (
        <ul className="bot-rows">
          {origins.map((origin, index) => (
            <li key={origin} className="bot-origin" data-testid="bot-origin">
              <bdi dir="ltr" className="bot-origin-text">
                {origin}
              </bdi>
              <button
                type="button"
                className="btn btn-ghost"
                aria-label={t('bots.form.removeOrigin', { origin })}
                onClick={() => {
                  props.onChange({ origins: origins.filter((item) => item !== origin) });
                  box.current?.focus();
                }}
                data-testid="bot-origin-remove"
              >
                ×
              </button>
              <ErrorText id={`${id}-${index}`} error={props.errors[`origins.${index}`]} />
            </li>
          ))}
        </ul>
      ) : (
        <p className="form-hint bot-origins-none">{t('bots.form.originsNone')}</p>
      )}
      <div className="bot-row-line">
        <input
          ref={box}
          id={boxId}
          type="url"
          inputMode="url"
          dir="ltr"
          autoComplete="off"
          spellCheck={false}
          value={props.pending}
          placeholder={t('bots.form.originPlaceholder')}
          disabled={full}
          onChange={(event) => {
            props.onChange({ pending: event.target.value });
            if (props.pendingError) props.onPendingError(undefined);
          }}
          onBlur={tidy}
          onKeyDown={(event) => {
            if (event.key !== 'Enter') return;
            // Enter adds the website; it does not send the whole form.
            event.preventDefault();
            add();
          }}
          data-testid="bot-origin-input"
          {...describedBy(boxId, boxError)}
        />
        <button
          type="button"
          className="btn"
          disabled={full || !props.pending.trim()}
          onMouseDown={(event) => event.preventDefault()}
          onClick={add}
          data-testid="bot-origin-add"
        >
          {t('bots.form.addOrigin')}
        </button>
      </div>
      <span className="form-hint" id={`${boxId}-hint`}>
        {full ? t('bots.edit.tooManyOrigins') : t('bots.form.originsHint')}
      </span>
      <ErrorText id={boxId} error={boxError} />
      <ErrorText id={`${id}-list`} error={props.errors.origins} />
    </div>
  );
}
