// A template as its editor holds it: what every language shares (category, icon) and each language's words,
// with a choice field's options as the lines of a text box. A save sends one language with what they share.
import type {
  AdminTemplate,
  TemplateField,
  TemplateSaveBody,
  TemplateVersion,
} from '@shared/api/admin-templates';
import type { HelperCategory, HelperIcon } from '@shared/api/helper';
import type { Locale } from '@shared/i18n/locales';

export interface FieldDraft extends Omit<TemplateField, 'options' | 'placeholder'> {
  /** One choice per line. */
  options: string;
  placeholder: string;
}

export interface VersionDraft extends Omit<TemplateVersion, 'fields'> {
  fields: FieldDraft[];
}

export interface TemplateDraft {
  category: HelperCategory;
  icon: HelperIcon;
  versions: Partial<Record<Locale, VersionDraft>>;
}

export const emptyVersion = (locale: Locale): VersionDraft => ({
  locale,
  title: '',
  description: '',
  fields: [],
  prompt: '',
});

export const emptyField = (index: number): FieldDraft => ({
  name: `field${index + 1}`,
  label: '',
  type: 'text',
  required: false,
  options: '',
  placeholder: '',
});

function fieldDraft(field: TemplateField): FieldDraft {
  return {
    ...field,
    options: (field.options ?? []).join('\n'),
    placeholder: field.placeholder ?? '',
  };
}

export function templateDraft(template: AdminTemplate | undefined, locale: Locale): TemplateDraft {
  if (!template)
    return { category: 'writing', icon: 'spark', versions: { [locale]: emptyVersion(locale) } };
  return {
    category: template.category,
    icon: template.icon as HelperIcon,
    versions: Object.fromEntries(
      template.versions.map(({ id: _id, ...version }) => [
        version.locale,
        { ...version, fields: version.fields.map(fieldDraft) },
      ]),
    ),
  };
}

const sameVersion = (a: VersionDraft | undefined, b: VersionDraft | undefined) =>
  JSON.stringify(a) === JSON.stringify(b);

/** The languages whose words differ from what was saved (a language added and not saved counts). */
export function dirtyLocales(draft: TemplateDraft, base: TemplateDraft): Locale[] {
  const locales = Object.keys(draft.versions) as Locale[];
  return locales.filter((locale) => !sameVersion(draft.versions[locale], base.versions[locale]));
}

export const sharedDirty = (draft: TemplateDraft, base: TemplateDraft) =>
  draft.category !== base.category || draft.icon !== base.icon;

function fieldOf(field: FieldDraft): TemplateField {
  const options = field.options
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
  return {
    name: field.name.trim(),
    label: field.label,
    type: field.type,
    required: field.required,
    ...(field.type === 'select' ? { options } : {}),
    ...(field.placeholder.trim() ? { placeholder: field.placeholder } : {}),
  };
}

export function saveBodyOf(
  draft: TemplateDraft,
  locale: Locale,
  template: AdminTemplate | undefined,
): TemplateSaveBody {
  const version = draft.versions[locale]!;
  return {
    ...(template ? { key: template.key, revision: template.revision } : {}),
    category: draft.category,
    icon: draft.icon,
    version: { ...version, fields: version.fields.map(fieldOf) },
  };
}
