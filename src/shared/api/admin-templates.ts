// The console's helper templates (every call `auth: 'admin'`): the shipped ones and those admins write, each a
// seed key with one version per UI language. A save names the revision it edited (another admin's newer save
// is never written over unseen); hiding keeps a template from users without deleting it, so their past answers
// keep their link. Every change is audited.
import * as z from 'zod/mini';
import { SUPPORTED_LOCALES } from '../i18n/locales';
import { HELPER_CATEGORIES, HELPER_ICONS } from './helper';
import { defineRoute } from './http';
import { adminReason } from './admin';

export const TEMPLATE_LIMITS = {
  title: 80,
  description: 300,
  prompt: 8000,
  fields: 20,
  label: 80,
  placeholder: 200,
  options: 30,
  option: 100,
} as const;

const locale = z.enum(SUPPORTED_LOCALES, { error: 'admin.content.errors.locale' });
const text = (max: number, key: string, required = true) =>
  z
    .string({ error: key })
    .check(
      z.trim(),
      z.minLength(required ? 1 : 0, { error: key }),
      z.maxLength(max, { error: key }),
    );

/** A shipped template's key (`email-reply`) or one the console made (`admin-<uuid>`). */
export const templateKey = z
  .string({ error: 'admin.templates.errors.key' })
  .check(z.regex(/^[a-z0-9-]{1,80}$/, { error: 'admin.templates.errors.key' }));

export const templateField = z.object({
  /** The prompt's slot name. */
  name: z
    .string({ error: 'admin.templates.errors.fieldName' })
    .check(z.regex(/^[A-Za-z0-9_]{1,40}$/, { error: 'admin.templates.errors.fieldName' })),
  label: text(TEMPLATE_LIMITS.label, 'admin.templates.errors.fieldLabel'),
  type: z.enum(['text', 'textarea', 'select'], { error: 'admin.templates.errors.fieldType' }),
  options: z.optional(
    z
      .array(text(TEMPLATE_LIMITS.option, 'admin.templates.errors.options'))
      .check(z.maxLength(TEMPLATE_LIMITS.options, { error: 'admin.templates.errors.options' })),
  ),
  required: z.boolean(),
  placeholder: z.optional(
    text(TEMPLATE_LIMITS.placeholder, 'admin.templates.errors.placeholder', false),
  ),
});
export type TemplateField = z.infer<typeof templateField>;

/** One language's words: what the editor edits at a time. */
export const templateVersion = z.object({
  locale,
  title: text(TEMPLATE_LIMITS.title, 'admin.templates.errors.title'),
  description: text(TEMPLATE_LIMITS.description, 'admin.templates.errors.description', false),
  fields: z.array(templateField).check(
    z.maxLength(TEMPLATE_LIMITS.fields, { error: 'admin.templates.errors.tooManyFields' }),
    z.refine((list) => new Set(list.map((field) => field.name)).size === list.length, {
      error: 'admin.templates.errors.fieldNameTaken',
    }),
    z.refine((list) => list.every((field) => field.type !== 'select' || field.options?.length), {
      error: 'admin.templates.errors.options',
    }),
  ),
  /** `{{name}}` slots (and `{{#name}}…{{/name}}` parts), each naming a field: the server checks. */
  prompt: text(TEMPLATE_LIMITS.prompt, 'admin.templates.errors.prompt'),
});
export type TemplateVersion = z.infer<typeof templateVersion>;

const category = z.enum(HELPER_CATEGORIES, { error: 'admin.templates.errors.category' });
const icon = z.enum(HELPER_ICONS, { error: 'admin.templates.errors.icon' });

const templateFields = {
  key: z.string(),
  /** seed: shipped with the app; admin: written in the console. */
  origin: z.enum(['seed', 'admin']),
  /** A shipped template an admin changed: new versions of the app leave it as it is. */
  edited: z.boolean(),
  category: z.enum(HELPER_CATEGORIES),
  icon: z.string(),
  featured: z.boolean(),
  hidden: z.boolean(),
  sort: z.int(),
  revision: z.int(),
  updatedAt: z.string(),
};

export const adminTemplateSummary = z.object({
  ...templateFields,
  versions: z.array(z.object({ locale, id: z.string(), title: z.string() })),
});
export type AdminTemplateSummary = z.infer<typeof adminTemplateSummary>;

export const adminTemplate = z.object({
  ...templateFields,
  versions: z.array(z.extend(templateVersion, { id: z.string() })),
});
export type AdminTemplate = z.infer<typeof adminTemplate>;

const revision = z.int({ error: 'admin.content.errors.revision' }).check(z.gte(1));

export const templateSaveBody = z.object({
  /** Absent: a new template. */
  key: z.optional(templateKey),
  /** The revision the admin opened; required with a key. */
  revision: z.optional(revision),
  category,
  icon,
  /** The language version saved; a language the template lacks is added. */
  version: templateVersion,
});
export type TemplateSaveBody = z.infer<typeof templateSaveBody>;

const keyRef = z.object({ key: templateKey });

export const adminTemplatesApi = {
  /** Every template (tombstones of deleted shipped ones left out), in the order users see them. */
  list: defineRoute({
    method: 'GET',
    path: '/api/admin/templates/list',
    query: z.object({
      /** Only templates with a version in this language. */
      locale: z.optional(locale),
      category: z.optional(category),
    }),
    data: z.object({ list: z.array(adminTemplateSummary) }),
    auth: 'admin',
  }),
  info: defineRoute({
    method: 'GET',
    path: '/api/admin/templates/info',
    query: keyRef,
    data: adminTemplate,
    auth: 'admin',
  }),
  /** Creates a template, or saves one language of the one named at the revision named (stale: 409). */
  save: defineRoute({
    method: 'POST',
    path: '/api/admin/templates/save',
    body: templateSaveBody,
    data: adminTemplate,
    auth: 'admin',
  }),
  /** On the home page or not. */
  feature: defineRoute({
    method: 'POST',
    path: '/api/admin/templates/feature',
    body: z.object({ key: templateKey, featured: z.boolean() }),
    data: adminTemplate,
    auth: 'admin',
  }),
  /** The order users see: the keys named first, in this order. */
  reorder: defineRoute({
    method: 'POST',
    path: '/api/admin/templates/reorder',
    body: z.object({
      keys: z
        .array(templateKey)
        .check(z.minLength(1, { error: 'admin.templates.errors.key' }), z.maxLength(500)),
    }),
    data: z.object({ list: z.array(adminTemplateSummary) }),
    auth: 'admin',
  }),
  /** Kept from users (or shown again) without deleting it. */
  hide: defineRoute({
    method: 'POST',
    path: '/api/admin/templates/hide',
    body: z.object({ key: templateKey, hidden: z.boolean(), note: adminReason }),
    data: adminTemplate,
    auth: 'admin',
  }),
  /** Every language of it; a shipped one stays as a hidden tombstone so new versions do not bring it back. */
  remove: defineRoute({
    method: 'POST',
    path: '/api/admin/templates/remove',
    body: z.object({ key: templateKey, note: adminReason }),
    data: z.object({ key: z.string() }),
    auth: 'admin',
  }),
} as const;
