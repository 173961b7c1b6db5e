// Several fixed replies, one picked at random each time: each its own field with a remove button, and a
// button that adds one (the new one takes the focus).
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { DOUYIN_LIMITS } from '@shared/api/douyin';
import { Counter, ErrorText, describedBy, type FieldError } from '../../../components/Field';

export function TextsField(props: {
  id: string;
  texts: string[];
  errors: Record<string, FieldError>;
  onChange(texts: string[]): void;
}) {
  const { t } = useTranslation();
  const { id, texts } = props;
  const list = useRef<HTMLOListElement>(null);
  const focusAt = useRef<number>(undefined);
  useEffect(() => {
    if (focusAt.current === undefined) return;
    list.current?.querySelectorAll('textarea')[focusAt.current]?.focus();
    focusAt.current = undefined;
  });
  const set = (index: number, value: string) =>
    props.onChange(texts.map((text, at) => (at === index ? value : text)));
  return (
    <div className="form-field">
      <fieldset aria-describedby={`${id}-hint`}>
        <legend>{t('douyin.page.form.texts')}</legend>
        <span className="form-hint" id={`${id}-hint`}>
          {t('douyin.page.form.textsHint', { max: DOUYIN_LIMITS.texts })}
        </span>
        <ol className="douyin-rows" ref={list}>
          {texts.map((text, index) => {
            const rowId = index === 0 ? id : `${id}-${index}`;
            // "Write at least one reply" is said by the first.
            const error =
              props.errors[`texts.${index}`] ?? (index === 0 ? props.errors.texts : undefined);
            return (
              // Rows have no identity of their own; the index is what the user sees ("Reply 2").
              <li key={index} className="douyin-row">
                <textarea
                  id={rowId}
                  rows={2}
                  dir="auto"
                  value={text}
                  aria-label={t('douyin.page.form.text', { n: index + 1 })}
                  onChange={(event) => set(index, event.target.value)}
                  data-testid="douyin-rule-text"
                  {...describedBy(rowId, error, false)}
                />
                <div className="douyin-row-foot">
                  <Counter value={text} max={DOUYIN_LIMITS.reply} />
                  {texts.length > 1 && (
                    <button
                      type="button"
                      className="btn btn-ghost"
                      aria-label={t('douyin.page.form.removeText', { n: index + 1 })}
                      onClick={() => props.onChange(texts.filter((_, at) => at !== index))}
                    >
                      ×
                    </button>
                  )}
                </div>
                <ErrorText id={rowId} error={error} />
              </li>
            );
          })}
        </ol>
        {texts.length < DOUYIN_LIMITS.texts && (
          <button
            type="button"
            className="btn"
            onClick={() => {
              focusAt.current = texts.length;
              props.onChange([...texts, '']);
            }}
            data-testid="douyin-rule-text-add"
          >
            + {t('douyin.page.form.addText')}
          </button>
        )}
      </fieldset>
    </div>
  );
}
