// The platform's tokens at rest: AES-256-GCM under a key derived (HKDF-SHA256) from the server's JWT secret,
// stored as `v1:<iv>:<tag>:<ciphertext>` in base64url. A copy of the database alone reads no token, and a
// changed byte is refused rather than decrypted to garbage. The version lets a later key or cipher coexist.
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

const VERSION = 'v1';
const INFO = 'atrium/douyin-tokens/v1';

export interface TokenBox {
  seal(plain: string): string;
  /** Throws when the text was changed, sealed under another secret or is not a sealed token. */
  open(sealed: string): string;
}

export function createTokenBox(serverSecret: string): TokenBox {
  const key = Buffer.from(hkdfSync('sha256', serverSecret, Buffer.alloc(0), INFO, 32));
  return {
    seal(plain) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      const parts = [iv, cipher.getAuthTag(), body].map((part) => part.toString('base64url'));
      return [VERSION, ...parts].join(':');
    },
    open(sealed) {
      const [version, iv, tag, body, ...rest] = sealed.split(':');
      if (version !== VERSION || !iv || !tag || body === undefined || rest.length)
        throw new Error('not a sealed token');
      const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([
        decipher.update(Buffer.from(body, 'base64url')),
        decipher.final(),
      ]).toString('utf8');
    },
  };
}
