// Suggested questions: up to BOT_LIMITS.questions, each with its counter and a remove button. A new one
// takes the focus; a removed one gives it to the add button, so the keyboard never loses its place.
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { BOT_LIMITS } from '@shared/api/bots';
import { Counter, ErrorText, describedBy } from '../../../components/Field';
import type { FieldErrors } from './draft';

export function QuestionsField(props: {
  id: string;
  questions: string[];
  errors: FieldErrors;
  onChange(questions: string[]): void;
}) {
  const { t } = useTranslation();
  const { id, questions } = props;
  const list = useRef<HTMLOListElement>(null);
  const addButton = useRef<HTMLButtonElement>(null);
  // Where the focus goes once the list has been drawn again.
  const focusAt = useRef<number | 'add'>(undefined);
  useEffect(() => {
    const at = focusAt.current;
    focusAt.current = undefined;
    if (at === 'add') addButton.current?.focus();
    else if (at !== undefined) list.current?.querySelectorAll('input')[at]?.focus();
  });
  const full = questions.length >= BOT_LIMITS.questions;
  const set = (index: number, value: string) =>
    props.onChange(questions.map((question, at) => (at === index ? value : question)));

  return (
    <div className="form-field">
      <fieldset aria-describedby={`${id}-hint`}>
        <legend>{t('bots.form.questions')}</legend>
        <span className="form-hint" id={`${id}-hint`}>
          {t('bots.form.questionsHint', { max: BOT_LIMITS.questions })}
        </span>
        {questions.length > 0 && (
          <ol className="bot-rows" ref={list}>
            {questions.map((question, index) => {
              const rowId = `${id}-${index}`;
              const error = props.errors[`questions.${index}`];
              return (
                // Rows have no identity of their own; the index is what the user sees ("Question 2").
                <li key={index} className="bot-row">
                  <div className="bot-row-line">
                    <input
                      id={rowId}
                      type="text"
                      dir="auto"
                      value={question}
                      aria-label={t('bots.form.question', { n: index + 1 })}
                      onChange={(event) => set(index, event.target.value)}
                      data-testid="bot-question"
                      {...describedBy(rowId, error, false)}
                    />
                    <button
                      type="button"
                      className="btn btn-ghost"
                      aria-label={t('bots.form.removeQuestion', { n: index + 1 })}
                      onClick={() => {
                        props.onChange(questions.filter((_, at) => at !== index));
                        focusAt.current = questions.length > 1 ? Math.max(0, index - 1) : 'add';
                      }}
                      data-testid="bot-question-remove"
                    >
                      ×
                    </button>
                  </div>
                  <span className="form-hint">
                    <span />
                    <Counter value={question} max={BOT_LIMITS.question} />
                  </span>
                  <ErrorText id={rowId} error={error} />
                </li>
              );
            })}
          </ol>
        )}
        <ErrorText id={`${id}-list`} error={props.errors.questions} />
        <button
          ref={addButton}
          type="button"
          className="btn bot-add"
          disabled={full}
          onClick={() => {
            props.onChange([...questions, '']);
            focusAt.current = questions.length;
          }}
          data-testid="bot-question-add"
        >
          + {t('bots.form.addQuestion')}
        </button>
      </fieldset>
    </div>
  );
}
