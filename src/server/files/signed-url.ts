// Signed addresses of stored files. An <img> cannot send the Bearer header, so the address itself is the
// permission: HMAC-SHA256 over the id and an expiry, with a key of its own derived from the JWT secret (a file
// signature can never pass for a token, or the other way round).
import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';
import { FILES_PATH } from '@shared/api/upload';
import type { Config } from '../config';
import type { Deps } from '../deps';

/** Default life of an address. */
export const FILE_URL_TTL_SECONDS = 60 * 60;

const keys = new WeakMap<Config, Buffer>();

function fileKey(config: Config): Buffer {
  let key = keys.get(config);
  if (!key) {
    key = Buffer.from(hkdfSync('sha256', config.jwtSecret, '', 'atrium signed file urls', 32));
    keys.set(config, key);
  }
  return key;
}

function signature(config: Config, id: string, exp: number): Buffer {
  return createHmac('sha256', fileKey(config)).update(`${id}\n${exp}`).digest();
}

const seconds = (date: Date) => Math.floor(date.getTime() / 1000);

/** A smaller copy of a file: generated results have a thumbnail (the original is served where none is). */
export type FileVariant = 'thumb';

/** What is signed: the id, and the variant, so a thumbnail's address never opens the full image. */
const signedName = (id: string, variant?: FileVariant) => (variant ? `${id}:${variant}` : id);

/**
 * `/api/files/<id>?exp=…&sig=…`, valid for at least `ttlSeconds`. The expiry is rounded up to a quarter of the
 * life (at least a minute), so the same image keeps the same address for a while and the browser's cache works.
 */
export function signedFileUrl(
  deps: Deps,
  uploadId: string,
  ttlSeconds: number = FILE_URL_TTL_SECONDS,
  variant?: FileVariant,
): string {
  const step = Math.max(60, Math.floor(ttlSeconds / 4));
  const exp = Math.ceil((seconds(deps.now()) + ttlSeconds) / step) * step;
  const sig = signature(deps.config, signedName(uploadId, variant), exp).toString('base64url');
  const path = `${FILES_PATH}/${encodeURIComponent(uploadId)}?exp=${exp}&sig=${sig}`;
  return variant ? `${path}&v=${variant}` : path;
}

/** Seconds the address is still good for; 0 when it is expired or not ours (the caller says neither). */
export function fileUrlLife(
  deps: Deps,
  uploadId: string,
  exp: number,
  sig: string,
  variant?: FileVariant,
): number {
  const left = exp - seconds(deps.now());
  if (left <= 0) return 0;
  const given = Buffer.from(sig, 'base64url');
  const expected = signature(deps.config, signedName(uploadId, variant), exp);
  return given.length === expected.length && timingSafeEqual(given, expected) ? left : 0;
}
