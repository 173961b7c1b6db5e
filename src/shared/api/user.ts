// The Account family: the current user and the sessions they are signed in with.
import * as z from 'zod/mini';
import { defineRoute } from './http';
import { SUPPORTED_LOCALES } from '../i18n/locales';

export const userRole = z.enum(['user', 'admin']);
export const userStatus = z.enum(['active', 'suspended']);
/** Why an account was suspended, as the suspended user reads it (`errors.suspensionReasons.*`). */
export const SUSPENSION_REASONS = ['illegalContent', 'repeatedReports', 'spam', 'other'] as const;
export type SuspensionReason = (typeof SUSPENSION_REASONS)[number];

export const currentUser = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string(),
  avatar: z.nullable(z.string()),
  locale: z.string(),
  role: userRole,
  status: userStatus,
  createdAt: z.string(),
});
export type CurrentUser = z.infer<typeof currentUser>;

export const sessionInfo = z.object({
  id: z.string(),
  current: z.boolean(),
  method: z.enum(['email', 'google', 'desktop']),
  userAgent: z.nullable(z.string()),
  ip: z.nullable(z.string()),
  createdAt: z.string(),
  lastUsedAt: z.string(),
});
export type SessionInfo = z.infer<typeof sessionInfo>;

export const updateProfileBody = z.object({
  name: z.optional(z.string().check(z.trim(), z.minLength(1), z.maxLength(40))),
  locale: z.optional(z.enum(SUPPORTED_LOCALES)),
});

export const userApi = {
  me: defineRoute({ method: 'GET', path: '/api/user', data: currentUser, auth: true }),
  updateProfile: defineRoute({
    method: 'POST',
    path: '/api/user/profile',
    body: updateProfileBody,
    data: currentUser,
    auth: true,
  }),
  sessions: defineRoute({
    method: 'GET',
    path: '/api/user/sessions',
    data: z.array(sessionInfo),
    auth: true,
  }),
  revokeSession: defineRoute({
    method: 'POST',
    path: '/api/user/sessions/revoke',
    body: z.object({ id: z.uuid() }),
    data: z.object({ revoked: z.literal(true) }),
    auth: true,
  }),
} as const;
