// The admin console's calls (every one `auth: 'admin'`: anyone else gets 403): finding a user and acting on
// the account (suspend and restore with a reason the user reads, end their sessions, change their role), and
// the audit log every admin action writes. Credits are granted and deducted through adminBillingApi.
import * as z from 'zod/mini';
import { defineRoute } from './http';
import { SUSPENSION_REASONS, userRole, userStatus } from './user';

/** Every action the audit log records, as the console names them (`admin.audit.actions.*`). */
export const AUDIT_ACTIONS = [
  'credits.grant',
  'credits.deduct',
  'user.suspend',
  'user.restore',
  'user.revokeSessions',
  'user.role',
  'feed.review',
  'report.resolve',
  'bannedWord.add',
  'bannedWord.remove',
  'news.save',
  'news.remove',
  'template.save',
  'template.feature',
  'template.reorder',
  'template.hide',
  'template.remove',
  'character.save',
  'character.category',
  'character.hide',
  'category.save',
  'category.reorder',
  'category.remove',
  'prices.publish',
  'models.publish',
  'images.publish',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** An admin's reason: required wherever the action changes someone's account or money. */
export const adminReason = z
  .string({ error: 'admin.errors.reasonRequired' })
  .check(
    z.trim(),
    z.minLength(1, { error: 'admin.errors.reasonRequired' }),
    z.maxLength(200, { error: 'admin.errors.reasonTooLong' }),
  );

export const adminUserRow = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string(),
  role: userRole,
  status: userStatus,
  createdAt: z.string(),
});
export type AdminUserRow = z.infer<typeof adminUserRow>;

export const adminUserDetail = z.object({
  ...adminUserRow.shape,
  /** Why it is suspended (`errors.suspensionReasons.*`), as the user reads it. */
  suspendedReason: z.nullable(z.string()),
  /** Listed in ADMIN_EMAILS: an admin by the server's configuration, whatever the console says. */
  configuredAdmin: z.boolean(),
  counts: z.object({
    liveSessions: z.int(),
    tasks: z.int(),
    conversations: z.int(),
    bots: z.int(),
    orders: z.int(),
  }),
  lastActiveAt: z.nullable(z.string()),
});
export type AdminUserDetail = z.infer<typeof adminUserDetail>;

export const auditEntry = z.object({
  id: z.string(),
  /** The admin's e-mail; null for the command line. */
  actor: z.nullable(z.string()),
  action: z.enum(AUDIT_ACTIONS),
  target: z.object({ kind: z.string(), id: z.string(), label: z.nullable(z.string()) }),
  before: z.nullable(z.record(z.string(), z.unknown())),
  after: z.nullable(z.record(z.string(), z.unknown())),
  reason: z.nullable(z.string()),
  createdAt: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntry>;

const userId = z.object({ id: z.uuid({ error: 'admin.errors.userId' }) });

export const auditQuery = z.object({
  /** Words in the target, reason or the admin's e-mail. */
  q: z.optional(z.string().check(z.trim(), z.maxLength(100))),
  action: z.optional(z.enum(AUDIT_ACTIONS)),
  /** One target's history (a user's page shows its own). */
  targetKind: z.optional(z.string().check(z.maxLength(20))),
  targetId: z.optional(z.string().check(z.maxLength(64))),
  /** The id of the last entry of the page before. */
  before: z.optional(z.string().check(z.regex(/^\d{1,18}$/))),
});
export type AuditQuery = z.input<typeof auditQuery>;

export const AUDIT_PAGE_SIZE = 30;
export const USER_SEARCH_LIMIT = 20;

export const adminApi = {
  /** Users whose e-mail or name holds the words, or the one with this id; newest first. */
  users: defineRoute({
    method: 'GET',
    path: '/api/admin/user/search',
    query: z.object({ q: z._default(z.string().check(z.trim(), z.maxLength(254)), '') }),
    data: z.object({ list: z.array(adminUserRow) }),
    auth: 'admin',
  }),
  user: defineRoute({
    method: 'GET',
    path: '/api/admin/user',
    query: userId,
    data: adminUserDetail,
    auth: 'admin',
  }),
  /** Every call of the user's is refused from now on, with the reason. */
  suspend: defineRoute({
    method: 'POST',
    path: '/api/admin/user/suspend',
    body: z.object({
      ...userId.shape,
      reason: z.enum(SUSPENSION_REASONS, { error: 'admin.errors.suspensionReason' }),
      note: adminReason,
    }),
    data: adminUserDetail,
    auth: 'admin',
  }),
  restore: defineRoute({
    method: 'POST',
    path: '/api/admin/user/restore',
    body: z.object({ ...userId.shape, note: adminReason }),
    data: adminUserDetail,
    auth: 'admin',
  }),
  /** Ends every session of the user: they sign in again. */
  revokeSessions: defineRoute({
    method: 'POST',
    path: '/api/admin/user/sessions/revoke',
    body: z.object({ ...userId.shape, note: adminReason }),
    data: adminUserDetail,
    auth: 'admin',
  }),
  role: defineRoute({
    method: 'POST',
    path: '/api/admin/user/role',
    body: z.object({ ...userId.shape, role: userRole, note: adminReason }),
    data: adminUserDetail,
    auth: 'admin',
  }),
  audit: defineRoute({
    method: 'GET',
    path: '/api/admin/audit/list',
    query: auditQuery,
    data: z.object({ list: z.array(auditEntry), next: z.optional(z.string()) }),
    auth: 'admin',
  }),
} as const;
