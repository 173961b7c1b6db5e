// With SMTP_URL set, the sign-in code goes through a real SMTP conversation (to a loopback server).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, createTestApp, type TestApp } from '../../support/test-app';
import { startFakeSmtp } from '../../../fakes/smtp';

/** Decodes an RFC 2047 subject line (B or Q encoded words, folded over several lines). */
function decodeSubject(raw: string): string {
  const header = /^Subject: (.*(?:\r?\n[ \t].*)*)/m.exec(raw)?.[1] ?? '';
  return header
    .replace(/\r?\n[ \t]/g, ' ')
    .replace(/=\?UTF-8\?([BQ])\?([^?]*)\?=\s*/gi, (_, kind: string, text: string) =>
      kind.toUpperCase() === 'B'
        ? Buffer.from(text, 'base64').toString('utf8')
        : Buffer.from(
            text
              .replace(/_/g, ' ')
              .replace(/=([0-9A-F]{2})/gi, (_m, hex: string) =>
                String.fromCharCode(parseInt(hex, 16)),
              ),
            'latin1',
          ).toString('utf8'),
    );
}

let t: TestApp;
let smtp: Awaited<ReturnType<typeof startFakeSmtp>>;

beforeAll(async () => {
  smtp = await startFakeSmtp();
  t = await createTestApp({ SMTP_URL: smtp.url, MAIL_FROM: 'Atrium <hello@atrium.test>' });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

describe('SMTP mail', () => {
  it('delivers the sign-in code in the user’s language, and nothing goes to the outbox', async () => {
    const sent = await api(t.app, {
      method: 'POST',
      url: '/api/e/login',
      payload: { email: 'mail@example.com' },
      headers: { 'x-atrium-locale': 'zh-CN' },
    });
    expect(sent.status).toBe(200);
    expect(smtp.received).toHaveLength(1);
    const mail = smtp.received[0];
    expect(mail?.from).toBe('hello@atrium.test');
    expect(mail?.to).toEqual(['mail@example.com']);
    expect(mail?.raw).toMatch(/^Subject: =\?UTF-8\?/m);
    expect(t.mailCount('mail@example.com')).toBe(0);
    const subject = decodeSubject(mail?.raw ?? '');
    expect(subject).toMatch(/^你的 Atrium 登录验证码：\d{6}$/);
  });

  it('gives back the cooldown when the mail server refuses', async () => {
    await smtp.close();
    const failed = await api(t.app, {
      method: 'POST',
      url: '/api/e/login',
      payload: { email: 'down@example.com' },
    });
    expect(failed.status).toBe(503);
    expect(failed.body).toMatchObject({
      code: 'MAIL_FAILED',
      msg: 'The e-mail could not be sent. Please try again later.',
    });
  });
});
