import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { verifyWebhookSignature, webhookSignature } from './signature';

describe('webhook signature', () => {
  const body = Buffer.from('{"event":"verify_webhook","content":{"challenge":12345}}');

  it('is sha1 of the secret then the raw body, in hex', () => {
    const whole = createHash('sha1').update(`s3cret${body.toString()}`).digest('hex');
    expect(webhookSignature('s3cret', body)).toBe(whole);
  });

  it('accepts the right signature, in either case', () => {
    const signature = webhookSignature('s3cret', body);
    expect(verifyWebhookSignature('s3cret', body, signature)).toBe(true);
    expect(verifyWebhookSignature('s3cret', body, signature.toUpperCase())).toBe(true);
  });

  it('refuses another secret, a changed body, and a missing or malformed header', () => {
    const signature = webhookSignature('s3cret', body);
    expect(verifyWebhookSignature('other', body, signature)).toBe(false);
    expect(verifyWebhookSignature('s3cret', Buffer.from(`${body.toString()} `), signature)).toBe(
      false,
    );
    expect(verifyWebhookSignature('s3cret', body, undefined)).toBe(false);
    expect(verifyWebhookSignature('s3cret', body, 'abc')).toBe(false);
    expect(verifyWebhookSignature('s3cret', body, `${signature.slice(0, 39)}z`)).toBe(false);
  });
});
