// Webhook signatures: the platform sends `X-Douyin-Signature: sha1(client_secret + rawBody)` in hex.
import { createHash, timingSafeEqual } from 'node:crypto';

export function webhookSignature(clientSecret: string, rawBody: Buffer | string): string {
  return createHash('sha1').update(clientSecret).update(rawBody).digest('hex');
}

/** Compares in constant time over the raw bytes received, never over re-serialised JSON. */
export function verifyWebhookSignature(
  clientSecret: string,
  rawBody: Buffer,
  signature: string | undefined,
): boolean {
  if (!signature || !/^[0-9a-f]{40}$/i.test(signature)) return false;
  const expected = Buffer.from(webhookSignature(clientSecret, rawBody), 'hex');
  return timingSafeEqual(expected, Buffer.from(signature, 'hex'));
}
