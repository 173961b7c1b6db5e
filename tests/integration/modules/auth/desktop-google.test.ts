// The desktop app's Google sign-in (src/main/google-sign-in.ts) against the real server over HTTP and the
// loopback Google: once through the atrium:// deep link, once through the polling fallback.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { invitations, users } from '../../../../src/server/db/schema';
import { deliverDeepLink, signInWithGoogle } from '../../../../src/main/google-sign-in';
import { parseDeepLink } from '../../../../src/main/deep-link';
import { startFakeGoogle, type FakeGoogle } from '../../../fakes/google';
import { api, bearer, createTestApp, type TestApp } from '../../support/test-app';

let t: TestApp;
let google: FakeGoogle;
let serverUrl: string;

beforeAll(async () => {
  google = await startFakeGoogle();
  t = await createTestApp(google.env);
  serverUrl = await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  await t.close();
  await google.close();
});

/** The system browser: Google signs the user in and redirects to our callback, which answers the deep link. */
async function browse(url: string): Promise<string> {
  const atGoogle = await fetch(url, { redirect: 'manual' });
  const back = new URL(atGoogle.headers.get('location') ?? '');
  const callback = await fetch(`${serverUrl}${back.pathname}${back.search}`, {
    redirect: 'manual',
  });
  return callback.headers.get('location') ?? '';
}

describe('desktop Google sign-in', () => {
  it('signs in through the deep link', async () => {
    google.user = {
      sub: 'd-1',
      email: 'desktop@example.com',
      email_verified: true,
      name: 'Desktop',
    };
    const tokens = await signInWithGoogle({
      serverUrl,
      fetch,
      sleep: () => new Promise((resolve) => setTimeout(resolve, 20)),
      openExternal: async (url) => {
        const link = parseDeepLink(await browse(url));
        expect(link?.kind).toBe('auth-code');
        // The OS hands the link over a little later, as a second instance or open-url would.
        setTimeout(() => link && deliverDeepLink(link), 50);
        return true;
      },
    });
    const me = await api(t.app, { method: 'GET', url: '/api/user', headers: bearer(tokens.token) });
    expect(me.body.data.email).toBe('desktop@example.com');
    const sessions = await api(t.app, {
      method: 'GET',
      url: '/api/user/sessions',
      headers: bearer(tokens.token),
    });
    expect(sessions.body.data[0].method).toBe('desktop');
  });

  it('falls back to polling when no deep link arrives, carrying an invitation', async () => {
    const [inviter] = await t.app.deps.db
      .select({ id: users.id, code: users.inviteCode })
      .from(users)
      .where(eq(users.email, 'desktop@example.com'));
    google.user = {
      sub: 'd-2',
      email: 'nolink@example.com',
      email_verified: true,
      name: 'No Link',
    };
    const tokens = await signInWithGoogle({
      serverUrl,
      fetch,
      invite: inviter?.code,
      sleep: () => new Promise((resolve) => setTimeout(resolve, 20)),
      openExternal: async (url) => {
        void browse(url); // the link goes nowhere: the scheme is not registered
        return true;
      },
    });
    const me = await api(t.app, { method: 'GET', url: '/api/user', headers: bearer(tokens.token) });
    expect(me.body.data.email).toBe('nolink@example.com');
    const [link] = await t.app.deps.db
      .select()
      .from(invitations)
      .where(eq(invitations.inviteeId, me.body.data.id));
    expect(link?.inviterId).toBe(inviter?.id);
  });

  it('ignores a deep link whose state is not the one waiting', () => {
    const link = parseDeepLink(
      'atrium://auth/callback?code=AAAAAAAAAAAAAAAAAAAA&state=BBBBBBBBBBBBBBBBBBBB',
    );
    expect(link && deliverDeepLink(link)).toBe(false);
  });

  it('gives up with the server’s reason when Google is refused', async () => {
    google.user = { sub: 'd-3', email: 'unverified@example.com', email_verified: false, name: 'U' };
    await expect(
      signInWithGoogle({
        serverUrl,
        fetch,
        sleep: () => new Promise((resolve) => setTimeout(resolve, 20)),
        openExternal: async (url) => {
          const link = parseDeepLink(await browse(url));
          if (link) deliverDeepLink(link);
          return true;
        },
      }),
    ).rejects.toThrow('OAUTH_FAILED');
  });
});
