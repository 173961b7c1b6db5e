// One reply with the writer's nickname and the video's title filled in: buttons put a placeholder where
// the cursor is, and a preview shows the reply with sample values.
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { DOUYIN_LIMITS } from '@shared/api/douyin';
import { Counter, Field, describedBy, type FieldError } from '../../../components/Field';

const PLACEHOLDERS = ['nickname', 'video'] as const;

export function TemplateField(props: {
  id: string;
  value: string;
  error?: FieldError;
  onChange(value: string): void;
}) {
  const { t } = useTranslation();
  const area = useRef<HTMLTextAreaElement>(null);
  const insert = (name: string) => {
    const field = area.current;
    const token = `{${name}}`;
    const start = field?.selectionStart ?? props.value.length;
    const end = field?.selectionEnd ?? props.value.length;
    props.onChange(props.value.slice(0, start) + token + props.value.slice(end));
    requestAnimationFrame(() => {
      field?.focus();
      field?.setSelectionRange(start + token.length, start + token.length);
    });
  };
  const preview = props.value
    .replaceAll('{nickname}', t('douyin.page.form.previewNickname'))
    .replaceAll('{video}', t('douyin.page.form.previewVideo'));
  return (
    <Field
      id={props.id}
      label={t('douyin.page.form.template')}
      error={props.error}
      hint={
        <>
          <span>{t('douyin.page.form.templateHint', { max: DOUYIN_LIMITS.reply })}</span>
          <Counter value={props.value} max={DOUYIN_LIMITS.reply} />
        </>
      }
    >
      <div className="douyin-inserts">
        {PLACEHOLDERS.map((name) => (
          <button
            key={name}
            type="button"
            className="btn btn-ghost"
            onClick={() => insert(name)}
            data-testid={`douyin-insert-${name}`}
          >
            {t('douyin.page.form.insert', { name: `{${name}}` })}
          </button>
        ))}
      </div>
      <textarea
        ref={area}
        id={props.id}
        rows={3}
        dir="auto"
        value={props.value}
        onChange={(event) => props.onChange(event.target.value)}
        data-testid="douyin-rule-template"
        {...describedBy(props.id, props.error)}
      />
      {props.value.trim() && (
        <div className="douyin-preview" aria-live="polite">
          <strong>{t('douyin.page.form.preview')}</strong>
          <p dir="auto" data-testid="douyin-template-preview">
            {preview}
          </p>
        </div>
      )}
    </Field>
  );
}
