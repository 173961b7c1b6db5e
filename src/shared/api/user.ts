// The Account family: the current user and the sessions they are signed in with.
import { z } from 'zod';
import { defineRoute } from './http';
import { SUPPORTED_LOCALES } from '../i18n/locales';

export const userRole = z.enum(['user', 'admin']);
export const userStatus = z.enum(['active', 'suspended']);

export const currentUser = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string(),
  avatar: z.string().nullable(),
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
  userAgent: z.string().nullable(),
  ip: z.string().nullable(),
  createdAt: z.string(),
  lastUsedAt: z.string(),
});
export type SessionInfo = z.infer<typeof sessionInfo>;

export const updateProfileBody = z.object({
  name: z.string().trim().min(1).max(40).optional(),
  locale: z.enum(SUPPORTED_LOCALES).optional(),
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
    body: z.object({ id: z.string().uuid() }),
    data: z.object({ revoked: z.literal(true) }),
    auth: true,
  }),
} as const;
