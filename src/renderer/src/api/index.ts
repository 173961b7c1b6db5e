// Thin functions per call family over the one client.
import { authApi } from '@shared/api/auth';
import { userApi } from '@shared/api/user';
import { modelApi } from '@shared/api/model';
import { healthApi } from '@shared/api/health';
import type { billingApi } from '@shared/api/billing';
import type { RouteBody, RouteQuery } from '@shared/api/http';
import type { ChatEvent } from '@shared/api/chat';
import type { PlanId } from '@shared/billing/prices';
import { call } from './client';

export const authService = {
  /** `invite`: the code of the invitation link the visitor came with, tying a new account to its inviter. */
  sendCode: (email: string, invite?: string) =>
    call(authApi.emailLogin, { body: { email, invite }, silent: true }),
  verifyCode: (email: string, code: string, invite?: string) =>
    call(authApi.emailLogin, { body: { email, code, invite }, silent: true }),
  methods: () => call(authApi.methods),
  googleStart: (invite?: string) => call(authApi.googleStart, { query: { client: 'web', invite } }),
  signOut: () => call(authApi.signOut, { silent: true }),
};

export const userService = {
  me: () => call(userApi.me),
  updateProfile: (changes: { name?: string; locale?: 'en-US' | 'zh-CN' }) =>
    call(userApi.updateProfile, { body: changes }),
  sessions: () => call(userApi.sessions),
  revokeSession: (id: string) => call(userApi.revokeSession, { body: { id } }),
};

export const modelService = { list: () => call(modelApi.list) };

export const healthService = { health: () => call(healthApi.health, { silent: true }) };

/** The billing contract loads with the first billing call: the first page of a visitor does not pay for it. */
const billing = () => import('@shared/api/billing').then((module) => module.billingApi);

/** Credits, plans, orders and invitations. Amounts are hundredths of a credit; money is in cents. */
export const billingService = {
  /** Silent: the header refreshes it in the background; pages show their own failure. */
  credits: async () => call((await billing()).credits, { silent: true }),
  expenses: async (page: number) =>
    call((await billing()).expenses, { query: { page }, silent: true }),
  price: async () => call((await billing()).price, { silent: true }),
  quote: async (query: RouteBody<typeof billingApi.quote>) =>
    call((await billing()).quote, { body: query }),
  orders: async (page: number) => call((await billing()).orders, { query: { page }, silent: true }),
  /** Silent: the return from Checkout polls it and says itself what it found. */
  order: async (sn: string) => call((await billing()).orderBySn, { query: { sn }, silent: true }),
  checkout: async (body: RouteBody<typeof billingApi.checkout>) =>
    call((await billing()).checkout, { body }),
  changePlan: async (plan: PlanId) => call((await billing()).changePlan, { body: { plan } }),
  cancel: async () => call((await billing()).cancel),
  portal: async () => call((await billing()).portal),
  invitation: async () => call((await billing()).invitation, { silent: true }),
};

/** The chat contract and the stream reader load with the first chat call (the chat page), like billing's. */
const chat = () => import('@shared/api/chat');
const streaming = () => import('./stream');
type ChatContract = typeof import('@shared/api/chat'); // eslint-disable-line @typescript-eslint/consistent-type-imports
type PushBody = RouteBody<ChatContract['chatApi']['push']>;
type ListQuery = RouteQuery<ChatContract['chatApi']['list']>;
type CounterBody = RouteBody<ChatContract['tokenApi']['counter']>;
type FeedbackAction = 'like' | 'dislike' | 'unrate' | 'star' | 'unstar';
type OnEvent = (event: ChatEvent) => void;

/** Conversations, messages and streamed answers. Lists are silent: the chat page shows its own failures. */
export const chatService = {
  list: async (query: ListQuery) => call((await chat()).chatApi.list, { query, silent: true }),
  messages: async (conversationId: string, before?: string, limit?: number) =>
    call((await chat()).chatApi.messages, {
      query: { conversationId, before, limit },
      silent: true,
    }),
  search: async (q: string, page = 1) =>
    call((await chat()).chatApi.search, { query: { q, page, pageSize: 20 }, silent: true }),
  starred: async (page = 1) =>
    call((await chat()).chatApi.starList, { query: { page, pageSize: 20 }, silent: true }),
  clear: async (conversationId: string) =>
    call((await chat()).chatApi.clear, { query: { conversationId } }),
  remove: async (messageId: string) =>
    call((await chat()).chatApi.remove, { query: { messageId } }),
  /** Stop, rate, star: the changed message. */
  act: async (action: FeedbackAction, messageId: string) =>
    call((await chat()).chatApi.act, { body: { action, messageId } }),
  /** Stops an answer being written; silent, since an answer that just ended has nothing to stop. */
  stop: async (messageId: string) =>
    call((await chat()).chatApi.act, { body: { action: 'stop', messageId }, silent: true }),
  share: async (conversationId: string) =>
    call((await chat()).chatApi.share, { query: { conversationId } }),
  revokeShare: async (id: string) => call((await chat()).chatApi.revokeShare, { body: { id } }),
  shared: async (id: string) =>
    call((await chat()).chatApi.shared, { query: { id }, silent: true }),
  /** What sending would cost at most; silent, the hint simply stays away on failure. */
  count: async (body: CounterBody) => call((await chat()).tokenApi.counter, { body, silent: true }),
  push: async (body: PushBody, onEvent: OnEvent, signal: AbortSignal) =>
    (await streaming()).callStream((await chat()).chatApi.push, { body, onEvent, signal }),
  regenerate: async (
    body: { messageId: string; model?: string; clientKey: string },
    onEvent: OnEvent,
    signal: AbortSignal,
  ) =>
    (await streaming()).callStream((await chat()).chatApi.act, {
      body: { action: 'regenerate', ...body },
      onEvent,
      signal,
    }),
  edit: async (
    body: { messageId: string; text: string; clientKey: string },
    onEvent: OnEvent,
    signal: AbortSignal,
  ) =>
    (await streaming()).callStream((await chat()).chatApi.act, {
      body: { action: 'edit', ...body },
      onEvent,
      signal,
    }),
  /** An answer already under way: its text so far (snapshot), then the rest. */
  follow: async (messageId: string, onEvent: OnEvent, signal: AbortSignal) =>
    (await streaming()).callStream((await chat()).chatApi.follow, {
      query: { messageId },
      onEvent,
      signal,
    }),
};

/** The roles contract loads with the first characters call (the home page), not with the app's first page. */
const roles = () => import('@shared/api/roles');
type RolesContract = typeof import('@shared/api/roles'); // eslint-disable-line @typescript-eslint/consistent-type-imports
type CharacterDraft = RouteBody<RolesContract['rolesApi']['create']>;
type SearchQuery = RouteQuery<RolesContract['typesApi']['search']>;

/**
 * Characters and their categories. Lists are silent (the gallery and the home page show their own failure
 * with a retry); create and edit are silent too, so the form shows the server's message by its fields.
 */
export const rolesService = {
  create: async (body: CharacterDraft) =>
    call((await roles()).rolesApi.create, { body, silent: true }),
  edit: async (id: string, body: CharacterDraft) =>
    call((await roles()).rolesApi.edit, { body: { ...body, id }, silent: true }),
  remove: async (id: string) => call((await roles()).rolesApi.del, { query: { id } }),
  mine: async (page = 1, pageSize?: number) =>
    call((await roles()).rolesApi.mine, { query: { page, pageSize }, silent: true }),
  publicList: async (query: { categoryId?: string; page?: number; pageSize?: number }) =>
    call((await roles()).rolesApi.publicList, { query, silent: true }),
  /** The characters the user has talked to, with the latest conversation of each. */
  users: async (page = 1, pageSize?: number) =>
    call((await roles()).rolesApi.users, { query: { page, pageSize }, silent: true }),
  latest: async (page = 1, pageSize?: number) =>
    call((await roles()).rolesApi.latest, { query: { page, pageSize }, silent: true }),
  /** One character by id (public, or one's own). */
  info: async (id: string) => call((await roles()).rolesApi.info, { query: { id }, silent: true }),
  categories: async () => call((await roles()).typesApi.list, { silent: true }),
  gallery: async (per?: number) =>
    call((await roles()).typesApi.v2List, { query: { per }, silent: true }),
  search: async (query: SearchQuery, signal?: AbortSignal) =>
    call((await roles()).typesApi.search, { query, signal, silent: true }),
};

/** The helper contract loads with the first helper call (the App Tools pages or the home page's section). */
const helper = () => import('@shared/api/helper').then((module) => module.helperApi);
type HelperContract = typeof import('@shared/api/helper'); // eslint-disable-line @typescript-eslint/consistent-type-imports
type HelperListQuery = RouteQuery<HelperContract['helperApi']['list']>;
type HelperPush = RouteBody<HelperContract['helperApi']['push']>;

/** App Tools: templates and their streamed answers. Reads are silent: the pages show their own failures. */
export const helperService = {
  list: async (query: HelperListQuery, signal?: AbortSignal) =>
    call((await helper()).list, { query, signal, silent: true }),
  home: async () => call((await helper()).home, { silent: true }),
  info: async (id: string) => call((await helper()).info, { query: { id }, silent: true }),
  history: async (helperId: string, page = 1) =>
    call((await helper()).history, { query: { helperId, page }, silent: true }),
  /** Streams the answer; a refusal (bad value, no credits, locked model) throws with the server's msg. */
  push: async (body: HelperPush, onEvent: (event: ChatEvent) => void, signal: AbortSignal) =>
    (await streaming()).callStream((await helper()).push, { body, onEvent, signal }),
};
