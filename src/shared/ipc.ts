// IPC between the preload and main: channel names (`domain:action`) and the schema of each argument, defined
// once. Main validates every argument with these before acting, and checks the sender is the app's own frame.
import * as z from 'zod/mini';
import { MAX_IMAGE_BYTES, UPLOAD_PURPOSES } from './rules/image-limits';

/** A file the user chose in main's dialog, by the random handle main gave for it (never a path). */
const imageHandle = z.string().check(z.regex(/^[\w-]{24}$/));
const purpose = z.enum(UPLOAD_PURPOSES);

export const IPC = {
  sessionGet: 'session:get',
  sessionSet: 'session:set',
  sessionClear: 'session:clear',
  sessionStatus: 'session:status',
  /** main → renderer event */
  sessionChanged: 'session:changed',
  imagesPick: 'images:pick',
  imagesCheck: 'images:check',
  imagesRead: 'images:read',
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
  imagesPick: z.strictObject({ multiple: z.boolean() }),
  // Strict objects: a field the bridge does not send (a `path`) is refused, not ignored.
  imagesCheck: z.union([
    z.strictObject({ purpose, handle: imageHandle }),
    z.strictObject({
      purpose,
      // Dropped or pasted files; anything larger than every limit is refused before it is looked at.
      bytes: z
        .instanceof(Uint8Array)
        .check(z.refine((bytes) => bytes.byteLength <= MAX_IMAGE_BYTES, 'too large')),
    }),
  ]),
  imagesRead: z.strictObject({ purpose, handle: imageHandle }),
  /** The invitation code a new account signs up with, if any. */
  authGoogle: z.optional(z.string().check(z.regex(/^[a-z0-9]{1,32}$/i))),
  openExternal: z.string().check(z.maxLength(2048)),
  serverUrl: z.string().check(z.minLength(1), z.maxLength(2048)),
  notify: z.object({
    title: z.string().check(z.minLength(1), z.maxLength(120)),
    body: z.string().check(z.maxLength(500)),
  }),
};
