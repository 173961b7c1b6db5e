// A labelled field with its hint and its error, tied to the control by ids, a character counter, and a group
// of choices that each say what they mean. Every form of the app draws its fields with these.
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import './field.css';
import './choices.css';

/** A field's problem: a message key with its values, or the server's own words (`text`). */
export interface FieldError {
  key: string;
  values?: Record<string, unknown>;
  text?: string;
  /** Said instead when `key` has no words in this language yet. */
  fallback?: string;
}

export function Counter(props: { value: string; max: number }) {
  const length = props.value.trim().length;
  return (
    <span className={length > props.max ? 'form-error' : undefined} aria-live="polite">
      {length}/{props.max}
    </span>
  );
}

/** The attributes a control takes to be described by its hint and error. */
export function describedBy(id: string, error: unknown, hint = true) {
  return {
    'aria-invalid': error ? true : undefined,
    'aria-describedby':
      [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined,
  };
}

export function ErrorText(props: { id: string; error?: FieldError }) {
  const { t } = useTranslation();
  if (!props.error) return null;
  return (
    <span className="form-error" id={`${props.id}-error`} role="alert">
      {props.error.text ??
        t(props.error.key, {
          ...props.error.values,
          defaultValue: props.error.fallback && t(props.error.fallback, props.error.values),
        })}
    </span>
  );
}

export function Field(props: {
  id: string;
  label: string;
  error?: FieldError;
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
      <ErrorText id={props.id} error={props.error} />
    </div>
  );
}

/** A radio group whose every choice says in a line what it means. */
export function ChoiceGroup<T extends string>(props: {
  name: string;
  legend: string;
  choices: readonly T[];
  value: T;
  label: (choice: T) => string;
  /** A line under each choice saying what it means. */
  hint?: (choice: T) => string;
  onChange: (choice: T) => void;
  testId: string;
}) {
  return (
    <div className="form-field">
      <fieldset data-testid={props.testId}>
        <legend>{props.legend}</legend>
        <div className="choice-grid">
          {props.choices.map((choice) => (
            <label key={choice} className="choice">
              <input
                type="radio"
                name={props.name}
                value={choice}
                checked={props.value === choice}
                onChange={() => props.onChange(choice)}
              />
              <span>
                {props.label(choice)}
                {props.hint && <small>{props.hint(choice)}</small>}
              </span>
            </label>
          ))}
        </div>
      </fieldset>
    </div>
  );
}
