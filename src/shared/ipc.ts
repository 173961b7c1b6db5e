// IPC between the preload and main: channel names (`domain:action`) and the schema of each argument, defined
// once. Main validates every argument with these before acting, and checks the sender is the app's own frame.
import * as z from 'zod/mini';
import { UPLOAD_PURPOSES } from './rules/image-limits';

export const IPC = {
  sessionGet: 'session:get',
  sessionSet: 'session:set',
  sessionClear: 'session:clear',
  sessionStatus: 'session:status',
  /** main → renderer event */
  sessionChanged: 'session:changed',
  imagesCheck: 'images:check',
  authGoogle: 'auth:google',
  serverGet: 'server:get',
  serverSet: 'server:set',
  /** main → renderer events */
  serverOpenSettings: 'server:open-settings',
  appResume: 'app:resume',
  shellOpenExternal: 'shell:open-external',
  appNotify: 'app:notify',
} as const;

export const ipcSchemas = {
  sessionSet: z.object({
    token: z.optional(z.string().check(z.maxLength(4096))),
    refreshToken: z.string().check(z.minLength(20), z.maxLength(256)),
    expiresAt: z.optional(z.int()),
  }),
  imagesCheck: z
    .object({
      tool: z.enum(UPLOAD_PURPOSES),
      path: z.optional(z.string().check(z.minLength(1), z.maxLength(4096))),
      bytes: z.optional(z.instanceof(Uint8Array)),
    })
    .check(
      z.refine((input) => Boolean(input.path) !== Boolean(input.bytes), 'one of path or bytes'),
    ),
  /** The invitation code a new account signs up with, if any. */
  authGoogle: z.optional(z.string().check(z.regex(/^[a-z0-9]{1,32}$/i))),
  openExternal: z.string().check(z.maxLength(2048)),
  serverUrl: z.string().check(z.minLength(1), z.maxLength(2048)),
  notify: z.object({
    title: z.string().check(z.minLength(1), z.maxLength(120)),
    body: z.string().check(z.maxLength(500)),
  }),
};
