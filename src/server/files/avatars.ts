// Avatars shown in the app come only from Atrium's own origin: a picture given as an address elsewhere (a
// Google profile picture, a character's image URL) is fetched once through the egress helper, checked like
// an upload, stored, and shown through a signed address. Until then (and if it cannot be fetched) the app
// shows the default avatar: a viewer's browser never loads it from elsewhere, so nobody can track viewers.
import { randomUUID } from 'node:crypto';
import type { Deps } from '../deps';
import { fetchPublic } from '../net/egress';
import { checkUploadedImage } from './check-image';
import { ownedUploads, saveFile } from './repo';
import { signedFileUrl } from './signed-url';

/** How a stored file is named in an avatar column. */
const FILE_PREFIX = 'file:';
const REMOTE = /^https?:\/\//i;
const MAX_AVATAR_BYTES = 5 * 1024 * 1024;

/** An avatar as a viewer's browser may load it: a stored file's signed address, a preset or a local path. */
export function avatarForViewer(deps: Deps, stored: string | null): string | null {
  if (!stored) return null;
  if (stored.startsWith(FILE_PREFIX)) return signedFileUrl(deps, stored.slice(FILE_PREFIX.length));
  return REMOTE.test(stored) ? null : stored;
}

/** The avatar still to be fetched (an address elsewhere), if this one is. */
export const isRemoteAvatar = (stored: string | null | undefined): stored is string =>
  Boolean(stored && REMOTE.test(stored));

/** Fetches a remote picture, checks it as an upload and stores it for `ownerId`; answers its column value. */
export async function storeRemoteAvatar(deps: Deps, ownerId: string, url: string): Promise<string> {
  const fetched = await fetchPublic(url, {
    maxBytes: MAX_AVATAR_BYTES,
    accept: 'image/*',
    allowHosts: deps.config.egressAllowHosts,
  });
  const image = await checkUploadedImage('avatar', fetched.bytes);
  const id = randomUUID();
  await saveFile(deps, {
    id,
    userId: ownerId,
    purpose: 'avatar',
    bytes: image.bytes,
    mime: image.mime,
    width: image.width,
    height: image.height,
    storageKey: `avatars/${ownerId}/${id}.${image.extension}`,
  });
  return `${FILE_PREFIX}${id}`;
}

/** Where a background adoption reports what went wrong (a request's or the server's logger). */
export type AvatarLog = (details: object, message: string) => void;

/**
 * Adopts a remote avatar in the background: `replace(value)` writes the stored file's reference, or null when
 * the picture cannot be fetched, only if the row still holds `url`. Failures are logged, never thrown.
 */
export function adoptRemoteAvatar(
  deps: Deps,
  ownerId: string,
  url: string,
  replace: (value: string | null) => Promise<void>,
  warn: AvatarLog,
): Promise<void> {
  return storeRemoteAvatar(deps, ownerId, url)
    .then(replace, async (error: unknown) => {
      warn({ reason: (error as Error).message }, 'a remote avatar could not be fetched');
      await replace(null);
    })
    .catch((error: unknown) => warn({ err: error }, 'a remote avatar could not be stored'));
}

const OWN_FILE = /^\/api\/files\/([0-9a-f-]{36})(?:\?|$)/i;

/**
 * The value to store for an avatar a user sent: an address of one of their own files (what the app showed
 * them) becomes the file's reference; presets, local paths and remote addresses are kept (a remote one is
 * adopted afterwards). Another user's file is refused.
 */
export async function avatarToStore(
  deps: Deps,
  ownerId: string,
  sent: string | null,
): Promise<string | null> {
  const own = sent ? OWN_FILE.exec(sent) : null;
  if (!own) return sent;
  const [row] = await ownedUploads(deps, ownerId, [own[1]!]);
  return `${FILE_PREFIX}${row!.id}`;
}
