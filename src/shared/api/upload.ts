// The Upload family: an image sent as base64, checked again by the server with the same rules
// as the clients (src/shared/rules/image-limits.ts), stored, and shown through short-lived signed addresses
// (an <img> cannot send the Bearer header).
import * as z from 'zod/mini';
import { defineRoute } from './http';
import { MAX_IMAGE_BYTES, UPLOAD_PURPOSES } from '../rules/image-limits';

/** The largest file any tool takes, as base64 (4 characters per 3 bytes), plus a data URL's prefix. */
export const MAX_UPLOAD_CHARS = Math.ceil(MAX_IMAGE_BYTES / 3) * 4 + 256;
/** The request body of an upload may be this large (the JSON around the data is small). */
export const UPLOAD_BODY_LIMIT = MAX_UPLOAD_CHARS + 64 * 1024;

export const uploadBody = z.object({
  /** The tool the image is for: its limits apply. */
  purpose: z.enum(UPLOAD_PURPOSES),
  /** The file as base64, or as a `data:<type>;base64,…` URL (what FileReader.readAsDataURL gives). */
  data: z.string().check(z.minLength(1), z.maxLength(MAX_UPLOAD_CHARS)),
  /** The file's name on the user's machine; accepted for the client's convenience, not kept. */
  name: z.optional(z.string().check(z.maxLength(255))),
});
export type UploadBody = z.infer<typeof uploadBody>;

export const uploadedImage = z.object({
  id: z.string(),
  /** A signed path on Atrium's own origin, valid for about an hour. */
  url: z.string(),
  /** Of the stored image, after it was turned upright by its EXIF orientation. */
  width: z.int(),
  height: z.int(),
  mime: z.string(),
  bytes: z.int(),
});
export type UploadedImage = z.infer<typeof uploadedImage>;

export const fileQuery = z.object({
  /** Unix seconds after which the address no longer works. */
  exp: z.coerce.number().check(z.int(), z.gte(0)),
  sig: z.string().check(z.regex(/^[A-Za-z0-9_-]{43}$/)),
  /** `thumb`: the thumbnail of a generated result (its own signature). */
  v: z.optional(z.enum(['thumb'])),
});

export const uploadApi = {
  upload64: defineRoute({
    method: 'POST',
    path: '/api/upload64',
    body: uploadBody,
    data: uploadedImage,
    auth: true,
  }),
  /** The stored bytes, for whoever holds a signed address (see `signedFileUrl` on the server). */
  file: defineRoute({
    method: 'GET',
    path: '/api/files/:id',
    query: fileQuery,
    data: z.never(),
    auth: false,
  }),
} as const;

/** The path of the file route without its parameter, for building addresses. */
export const FILES_PATH = '/api/files';
