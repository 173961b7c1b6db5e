// A template's form fields, one card each: its slot name, label, type (a choice's options one per line),
// whether it is required and its placeholder; fields are added at the end and removed one by one.
import { useTranslation } from 'react-i18next';
import { TEMPLATE_LIMITS } from '@shared/api/admin-templates';
import { emptyField, type FieldDraft } from './template-draft';

const TYPES = ['text', 'textarea', 'select'] as const;

export function FieldsEditor(props: {
  fields: FieldDraft[];
  onChange(fields: FieldDraft[]): void;
}) {
  const { t } = useTranslation();
  const { fields } = props;
  const edit = (index: number, change: Partial<FieldDraft>) =>
    props.onChange(fields.map((field, at) => (at === index ? { ...field, ...change } : field)));
  return (
    <fieldset className="admin-news-field admin-template-fields">
      <legend>{t('admin.templates.editor.fields')}</legend>
      {fields.length === 0 && <p className="muted">{t('admin.templates.editor.noFields')}</p>}
      {fields.map((field, index) => (
        <div key={index} className="admin-template-field card" data-testid="template-field">
          <label className="admin-news-field">
            <span>{t('admin.templates.editor.fieldName')}</span>
            <input
              type="text"
              dir="ltr"
              value={field.name}
              maxLength={40}
              onChange={(event) => edit(index, { name: event.target.value })}
              data-testid="field-name"
            />
          </label>
          <label className="admin-news-field">
            <span>{t('admin.templates.editor.fieldLabel')}</span>
            <input
              type="text"
              value={field.label}
              maxLength={TEMPLATE_LIMITS.label}
              onChange={(event) => edit(index, { label: event.target.value })}
              data-testid="field-label"
            />
          </label>
          <label className="admin-news-field">
            <span>{t('admin.templates.editor.fieldType')}</span>
            <select
              value={field.type}
              onChange={(event) => edit(index, { type: event.target.value as FieldDraft['type'] })}
              data-testid="field-type"
            >
              {TYPES.map((type) => (
                <option key={type} value={type}>
                  {t(`admin.templates.editor.types.${type}`)}
                </option>
              ))}
            </select>
          </label>
          {field.type === 'select' && (
            <label className="admin-news-field">
              <span>{t('admin.templates.editor.options')}</span>
              <textarea
                className="admin-template-options"
                value={field.options}
                rows={3}
                onChange={(event) => edit(index, { options: event.target.value })}
                data-testid="field-options"
              />
            </label>
          )}
          <label className="admin-news-field">
            <span>{t('admin.templates.editor.placeholder')}</span>
            <input
              type="text"
              value={field.placeholder}
              maxLength={TEMPLATE_LIMITS.placeholder}
              onChange={(event) => edit(index, { placeholder: event.target.value })}
            />
          </label>
          <div className="admin-template-field-foot">
            <label className="admin-news-check">
              <input
                type="checkbox"
                checked={field.required}
                onChange={(event) => edit(index, { required: event.target.checked })}
                data-testid="field-required"
              />
              {t('admin.templates.editor.required')}
            </label>
            <button
              type="button"
              className="btn btn-ghost admin-news-delete"
              aria-label={t('admin.templates.editor.removeField', { name: field.name })}
              onClick={() => props.onChange(fields.filter((_field, at) => at !== index))}
            >
              ✕
            </button>
          </div>
        </div>
      ))}
      {fields.length < TEMPLATE_LIMITS.fields && (
        <button
          type="button"
          className="btn admin-template-add"
          onClick={() => props.onChange([...fields, emptyField(fields.length)])}
          data-testid="field-add"
        >
          {t('admin.templates.editor.addField')}
        </button>
      )}
    </fieldset>
  );
}
