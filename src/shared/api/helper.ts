// The Helper family: one-question-one-answer templates. A template is a small form whose answers fill the
// `{{name}}` slots of its prompt; `push` streams the answer like a chat push and refuses with an ordinary
// envelope (bad values, no credits).
import * as z from 'zod/mini';
import { defineRoute, defineStreamRoute, pageData, pageQuery } from './http';
import { chatEvent, chatMessage, clientKeySchema } from './chat';

/** The longest answer to one field, in characters (the server names the field when it is longer). */
export const MAX_HELPER_VALUE_CHARS = 4000;
/** More names than any template has fields: a bound on what a request may carry. */
const MAX_HELPER_FIELDS = 30;

export const HELPER_CATEGORIES = [
  'writing',
  'work',
  'study',
  'marketing',
  'programming',
  'life',
] as const;
export type HelperCategory = (typeof HELPER_CATEGORIES)[number];

/** Preset icons the UI draws (inline SVG); an unknown key is drawn as `spark`. */
export const HELPER_ICONS = [
  'spark',
  'mail',
  'pen',
  'summary',
  'translate',
  'report',
  'notes',
  'briefcase',
  'question',
  'calendar',
  'bulb',
  'quiz',
  'tag',
  'megaphone',
  'headline',
  'code',
  'database',
  'regex',
  'bug',
  'plane',
  'chef',
  'gift',
] as const;
export type HelperIcon = (typeof HELPER_ICONS)[number];

const id = z.uuid();

export const helperField = z.object({
  /** The prompt's slot name: letters, digits and underscores. */
  name: z.string(),
  label: z.string(),
  type: z.enum(['text', 'textarea', 'select']),
  /** The choices of a select. */
  options: z.optional(z.array(z.string())),
  required: z.boolean(),
  placeholder: z.optional(z.string()),
});
export type HelperFieldInfo = z.infer<typeof helperField>;

export const helperSummary = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  category: z.enum(HELPER_CATEGORIES),
  icon: z.string(),
  featured: z.boolean(),
});
export type HelperSummary = z.infer<typeof helperSummary>;

export const helperInfo = z.extend(helperSummary, {
  /** The language the template is written in. */
  locale: z.string(),
  fields: z.array(helperField),
});
export type HelperInfo = z.infer<typeof helperInfo>;

export const helperListQuery = z.object({
  category: z.optional(z.enum(HELPER_CATEGORIES)),
  /** Matches the title or the description. */
  q: z.optional(z.string().check(z.trim(), z.maxLength(100))),
});

export const helperList = z.object({
  /** Every category of this language with how many templates it has (before `category` and `q`). */
  categories: z.array(z.object({ id: z.enum(HELPER_CATEGORIES), count: z.int() })),
  /** The templates that match, by category then the curated order. */
  list: z.array(helperSummary),
});
export type HelperList = z.infer<typeof helperList>;

export const helperPushBody = z.object({
  helperId: id,
  /** Field name → what the user wrote or chose; the server checks them against the template's fields. */
  values: z
    .record(z.string().check(z.maxLength(64)), z.string())
    .check(z.refine((values) => Object.keys(values).length <= MAX_HELPER_FIELDS)),
  /** Catalogue model id; default: the usual chat model when the account may use it, else a free one. */
  model: z.optional(z.string().check(z.minLength(1), z.maxLength(100))),
  clientKey: clientKeySchema,
});
export type HelperPushBody = z.infer<typeof helperPushBody>;

/** One past answer: the filled-in request and the answer (null while it has not been stored). */
export const helperAnswer = z.object({
  conversationId: z.string(),
  model: z.string(),
  createdAt: z.string(),
  question: z.nullable(chatMessage),
  answer: z.nullable(chatMessage),
});
export type HelperAnswer = z.infer<typeof helperAnswer>;

export const helperApi = {
  list: defineRoute({
    method: 'GET',
    path: '/api/helper/list',
    query: helperListQuery,
    data: helperList,
    auth: false,
  }),
  /** The featured templates for the home page. */
  home: defineRoute({
    method: 'GET',
    path: '/api/helper/home',
    data: z.array(helperSummary),
    auth: false,
  }),
  /** One template with its form; in the request's language when the template exists in it. */
  info: defineRoute({
    method: 'GET',
    path: '/api/helper/info',
    query: z.object({ id }),
    data: helperInfo,
    auth: false,
  }),
  /** Streams the answer, as a chat push does. */
  push: defineStreamRoute({
    method: 'POST',
    path: '/api/helper/push',
    body: helperPushBody,
    events: chatEvent,
    auth: true,
  }),
  /** The user's past answers of a template (in any language), latest first. */
  history: defineRoute({
    method: 'GET',
    path: '/api/helper/history',
    query: z.extend(pageQuery, { helperId: id }),
    data: pageData(helperAnswer),
    auth: true,
  }),
} as const;
