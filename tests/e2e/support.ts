// What the end-to-end tests share: reading sign-in codes from the server's outbox, and signing in.
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';

/** The main server's data folder; a second server (payments-server.ts) passes its own. */
const mainDataDir = () => process.env.ATRIUM_E2E_DATA_DIR ?? '';
const outboxOf = (dataDir: string) => join(dataDir, 'outbox');

/** A fresh address per test, so tests never share an account or a resend cooldown. */
export function newEmail(label: string): string {
  return `${label}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 7)}@example.com`;
}

function newestMailTo(email: string, after: number, dataDir: string): string | undefined {
  const outbox = outboxOf(dataDir);
  if (!existsSync(outbox)) return undefined;
  const files = readdirSync(outbox)
    .filter((name) => name.endsWith(`-${email}.eml`))
    .map((name) => join(outbox, name))
    .filter((path) => statSync(path).mtimeMs >= after)
    .sort((a, b) => statSync(b).mtimeMs - statSync(a).mtimeMs);
  return files[0];
}

/** Waits for the sign-in e-mail the server wrote to its outbox and returns the 6-digit code in it. */
export async function readCode(
  email: string,
  after: number,
  dataDir = mainDataDir(),
): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(
      () => {
        const file = newestMailTo(email, after, dataDir);
        const subject = file ? /^Subject: .*$/m.exec(readFileSync(file, 'utf8'))?.[0] : undefined;
        code = subject ? /\b(\d{6})\b/.exec(subject)?.[1] : undefined;
        return code;
      },
      { message: `sign-in code for ${email} in the outbox`, timeout: 20_000 },
    )
    .toBeTruthy();
  return code as string;
}

/** Signs in through the real page: e-mail, code from the outbox, then home. */
export async function signIn(page: Page, email: string, dataDir = mainDataDir()): Promise<void> {
  await page.goto('/login');
  await page.getByTestId('login-email').fill(email);
  const sentAt = Date.now() - 1000;
  await page.getByTestId('login-send-code').click();
  const code = await readCode(email, sentAt, dataDir);
  await page.getByTestId('login-code').fill(code);
  // The code is checked and the session made while other tests load the machine: give it as long as the
  // code took to arrive.
  await expect(page).toHaveURL(/\/home$/, { timeout: 20_000 });
  await expect(page.getByTestId('user-menu')).toBeVisible();
}

/** Signs in through the API (for an admin acting beside the user under test); answers the access token. */
export async function apiToken(
  request: APIRequestContext,
  email: string,
  dataDir = mainDataDir(),
): Promise<string> {
  const sentAt = Date.now() - 1000;
  await request.post('/api/e/login', { data: { email } });
  const code = await readCode(email, sentAt, dataDir);
  const answer = await request.post('/api/e/login', { data: { email, code } });
  const body = (await answer.json()) as { data: { token: string } };
  return body.data.token;
}

/** Steers the loopback model APIs the server under test talks to (see tests/fakes/llm-server.ts). */
export async function scriptLlm(
  request: APIRequestContext,
  changes: {
    tokenDelayMs?: number;
    replyWords?: number;
    replyText?: string;
    status?: number | null;
  },
): Promise<void> {
  const port = Number(process.env.ATRIUM_E2E_PORT ?? 8797) + 2;
  for (const target of [port, port + 1]) {
    const response = await request.post(`http://127.0.0.1:${target}/__script`, {
      data: changes,
    });
    expect(response.ok()).toBe(true);
  }
}

/** The signed-in page's access token, for calls a test makes as the same user. */
export async function sessionToken(page: Page): Promise<string> {
  return page.evaluate(() => {
    const raw = localStorage.getItem('token') ?? '';
    try {
      return (JSON.parse(raw) as { value?: string }).value ?? raw;
    } catch {
      return raw;
    }
  });
}

/** The signed-in page's spendable balance in hundredths, read with its own session. */
export async function balance(page: Page): Promise<number> {
  const response = await page.request.get('/api/user/credits', {
    headers: { authorization: `Bearer ${await sessionToken(page)}` },
  });
  return ((await response.json()) as { data: { total: number } }).data.total;
}

/** What the loopback OpenAI received lately, newest first (see tests/fakes/llm-common.ts). */
export async function llmRequests(
  request: APIRequestContext,
): Promise<Array<{ path: string; body: Record<string, unknown> }>> {
  const port = Number(process.env.ATRIUM_E2E_PORT ?? 8797) + 2;
  const response = await request.get(`http://127.0.0.1:${port}/__requests`);
  return (
    (await response.json()) as { requests: Array<{ path: string; body: Record<string, unknown> }> }
  ).requests;
}

/** Attaches a blue square PNG of `size` pixels to the chat composer and waits until it is uploaded. */
export async function attachSquare(page: Page, size: number): Promise<void> {
  const png = await sharp({
    create: { width: size, height: size, channels: 3, background: { r: 20, g: 40, b: 200 } },
  })
    .png()
    .toBuffer();
  await page.getByTestId('chat-image-input').setInputFiles({
    name: 'square.png',
    mimeType: 'image/png',
    buffer: png,
  });
  await expect(page.getByTestId('composer-image')).toHaveAttribute('data-status', 'ready');
}
