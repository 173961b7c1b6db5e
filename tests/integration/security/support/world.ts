// The world both security suites attack: the real app with the loopback OpenAI chat, image services and
// Stripe behind it (every image model open to free accounts), so no call is refused for a missing service;
// the per-user caps a public server needs lifted so thousands of
// requests measure what they are meant to, and signed-in users with plenty of credits. It listens on a
// loopback port too (event streams need a socket), behind a trusted proxy so each request may name its own
// address.
import { eq } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import { users } from '../../../../src/server/db/schema';
import { startSession } from '../../../../src/server/sessions/service';
import { signAccessToken } from '../../../../src/server/sessions/tokens';
import { startFakeOpenAI, type FakeOpenAI } from '../../../fakes/openai-chat';
import { startFakeStripe, type FakeStripe } from '../../../fakes/stripe';
import { imageEnv, startImageFakes, type ImageFakes } from '../../support/images';
import { api, bearer, createTestApp, signIn, type TestApp } from '../../support/test-app';

export interface SecurityWorld {
  t: TestApp;
  /** Where it listens. */
  base: string;
  fakes: ImageFakes & { chat: FakeOpenAI; stripe: FakeStripe };
  user(label: string): Promise<WorldUser>;
  /** A network address no other request of the run has used (the per-address limits stay out of the way). */
  address(): string;
  close(): Promise<void>;
}

export interface WorldUser {
  id: string;
  email: string;
  /** The current session's Authorization header (replaced by `restore` after a sign-out). */
  headers: Record<string, string>;
  /** Signs in again when the session no longer works (a request signed it out). */
  restore(): Promise<void>;
}

export async function createSecurityWorld(options: {
  taskRunner: boolean;
}): Promise<SecurityWorld> {
  const [images, chat, stripe] = await Promise.all([
    startImageFakes(),
    startFakeOpenAI(),
    startFakeStripe({
      prices: {
        price_basic: { unit_amount: 999, recurring: true },
        price_standard: { unit_amount: 1999, recurring: true },
        price_pro: { unit_amount: 3999, recurring: true },
      },
    }),
  ]);
  const t = await createTestApp(
    {
      ...imageEnv(images),
      ...stripe.env,
      STRIPE_PRICE_BASIC: 'price_basic',
      STRIPE_PRICE_STANDARD: 'price_standard',
      STRIPE_PRICE_PRO: 'price_pro',
      OPENAI_API_KEY: chat.apiKey,
      OPENAI_BASE_URL: chat.url,
      CHAT_SENDS_PER_MINUTE: '100000',
      FACE_CHECKS_PER_MINUTE: '100000',
      TASK_MAX_ACTIVE_PER_USER: '100',
      MAX_STREAMS_PER_USER: '1000',
      TRUST_PROXY: 'true',
    },
    { taskRunner: options.taskRunner },
  );
  stripe.clock.now = Math.floor(t.clock.now.getTime() / 1000);
  const base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  let count = 0;
  let addresses = 0;
  const address = () => {
    addresses += 1;
    return `10.61.${(addresses >> 8) & 255}.${addresses & 255}`;
  };
  return {
    t,
    base,
    fakes: { ...images, chat, stripe },
    address,
    async user(label) {
      count += 1;
      const email = `${label}-${count}@example.com`;
      const tokens = await signIn(t, email, `10.60.0.${count}`);
      const headers = bearer(tokens.token);
      const me = await api(t.app, { method: 'GET', url: '/api/user', headers });
      const id = (me.body.data as { id: string }).id;
      await t.app.deps.credits.ledger.grant({
        userId: id,
        key: `security:${id}`,
        bucket: 'topup',
        amount: 10_000_000,
        source: 'test',
      });
      const user: WorldUser = {
        id,
        email,
        headers,
        async restore() {
          const check = await t.app.inject({
            method: 'GET',
            url: '/api/user',
            headers: user.headers,
            remoteAddress: address(),
          });
          if (check.statusCode === 200) return;
          const [row] = await t.app.deps.db.select().from(users).where(eq(users.id, id));
          if (!row) throw new Error(`the user ${email} is gone`);
          const session = await startSession(t.app.deps, row, 'email', {});
          user.headers = bearer(session.token);
        },
      };
      return user;
    },
    async close() {
      await t.close();
      await Promise.all([...Object.values(images), chat, stripe].map((fake) => fake.close()));
    },
  };
}

const base64url = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

/**
 * What a visitor may present instead of a session: nothing, junk, an unsigned token, one signed with another
 * key, one of this server's that has expired, another scheme, a token with trailing words.
 */
export async function visitorCredentials(
  t: TestApp,
  userId: string,
): Promise<Array<string | undefined>> {
  const claims = { userId, sessionId: randomUUID() };
  const hourAgo = new Date(t.clock.now.getTime() - 60 * 60 * 1000);
  const unsigned = `${base64url({ alg: 'none', typ: 'JWT' })}.${base64url({
    sub: userId,
    sid: claims.sessionId,
    exp: Math.floor(Date.now() / 1000) + 3600,
  })}.`;
  return [
    undefined,
    'Bearer garbage',
    `Bearer ${unsigned}`,
    `Bearer ${await signAccessToken('another-server-secret-'.repeat(3), claims, t.clock.now)}`,
    `Bearer ${await signAccessToken(t.config.jwtSecret, claims, hourAgo)}`,
    'Basic Zm9vOmJhcg==',
    `Bearer ${'x'.repeat(10_000)}`,
  ];
}
