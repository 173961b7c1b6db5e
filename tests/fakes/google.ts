// A loopback Google: the OAuth 2.0 authorization endpoint (which signs a test user in at once), the token
// endpoint with the checks Google makes (client credentials, code, redirect_uri, PKCE S256), and the OpenID
// userinfo endpoint. Wire formats as Google's: form-encoded token requests, JSON answers, OAuth error bodies.
import { createHash, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeGoogleUser {
  sub: string;
  email: string;
  email_verified: boolean;
  name: string;
  picture?: string;
}

interface PendingCode {
  clientId: string;
  redirectUri: string;
  challenge: string;
  user: FakeGoogleUser;
}

export interface FakeGoogle {
  url: string;
  clientId: string;
  clientSecret: string;
  /** The user the next authorization signs in as. */
  user: FakeGoogleUser;
  env: Record<string, string>;
  tokenRequests: number;
  close(): Promise<void>;
}

const readBody = (request: IncomingMessage) =>
  new Promise<string>((resolve) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => resolve(body));
  });

/** A 2x2 PNG. */
const PICTURE = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAFklEQVR4nGP8z8DAwMDAxMDAwMDAAAANHQEDasKb6QAAAABJRU5ErkJggg==',
  'base64',
);

export function startFakeGoogle(): Promise<FakeGoogle> {
  return startFakeGoogleOn(0);
}

export async function startFakeGoogleOn(port: number): Promise<FakeGoogle> {
  const codes = new Map<string, PendingCode>();
  const tokens = new Map<string, FakeGoogleUser>();
  const fake = {
    clientId: 'atrium-test.apps.googleusercontent.com',
    clientSecret: 'test-secret',
    user: {
      sub: '1001',
      email: 'ada@example.com',
      email_verified: true,
      name: 'Ada Lovelace',
    } as FakeGoogleUser,
    tokenRequests: 0,
  };

  const server: Server = createServer(async (request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    const json = (status: number, body: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(body));
    };
    if (url.pathname === '/o/oauth2/v2/auth') {
      const q = url.searchParams;
      if (q.get('client_id') !== fake.clientId || q.get('response_type') !== 'code') {
        return json(400, { error: 'invalid_request' });
      }
      if (q.get('code_challenge_method') !== 'S256' || !q.get('code_challenge')) {
        return json(400, { error: 'invalid_request', error_description: 'PKCE required' });
      }
      const code = randomBytes(16).toString('hex');
      codes.set(code, {
        clientId: q.get('client_id') ?? '',
        redirectUri: q.get('redirect_uri') ?? '',
        challenge: q.get('code_challenge') ?? '',
        user: { ...fake.user },
      });
      const back = new URL(q.get('redirect_uri') ?? '');
      back.searchParams.set('code', code);
      back.searchParams.set('state', q.get('state') ?? '');
      response.writeHead(302, { location: back.toString() });
      return response.end();
    }
    if (url.pathname === '/token' && request.method === 'POST') {
      fake.tokenRequests++;
      const form = new URLSearchParams(await readBody(request));
      const basic = request.headers.authorization?.replace(/^Basic /, '');
      const [id, secret] = basic
        ? Buffer.from(basic, 'base64').toString().split(':').map(decodeURIComponent)
        : [form.get('client_id'), form.get('client_secret')];
      if (id !== fake.clientId || secret !== fake.clientSecret)
        return json(401, { error: 'invalid_client' });
      const pending = codes.get(form.get('code') ?? '');
      codes.delete(form.get('code') ?? '');
      if (form.get('grant_type') !== 'authorization_code' || !pending)
        return json(400, { error: 'invalid_grant' });
      if (pending.redirectUri !== form.get('redirect_uri'))
        return json(400, { error: 'redirect_uri_mismatch' });
      const verifier = form.get('code_verifier') ?? '';
      if (createHash('sha256').update(verifier).digest('base64url') !== pending.challenge) {
        return json(400, { error: 'invalid_grant', error_description: 'Invalid code verifier.' });
      }
      const accessToken = `ya29.${randomBytes(16).toString('hex')}`;
      tokens.set(accessToken, pending.user);
      return json(200, {
        access_token: accessToken,
        expires_in: 3599,
        token_type: 'Bearer',
        scope:
          'openid https://www.googleapis.com/auth/userinfo.email https://www.googleapis.com/auth/userinfo.profile',
        id_token: 'header.payload.signature',
      });
    }
    if (url.pathname === '/health') return json(200, { ok: true });
    // Profile pictures, as Google serves them from its own host (a 2x2 PNG).
    if (url.pathname.startsWith('/picture/')) {
      response.writeHead(200, { 'content-type': 'image/png' });
      return response.end(PICTURE);
    }
    if (url.pathname === '/v1/userinfo') {
      const user = tokens.get(request.headers.authorization?.replace(/^Bearer /, '') ?? '');
      return user ? json(200, user) : json(401, { error: 'invalid_token' });
    }
    json(404, { error: 'not_found' });
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return Object.assign(fake, {
    url,
    env: {
      GOOGLE_CLIENT_ID: fake.clientId,
      GOOGLE_CLIENT_SECRET: fake.clientSecret,
      GOOGLE_AUTH_URL: `${url}/o/oauth2/v2/auth`,
      GOOGLE_TOKEN_URL: `${url}/token`,
      GOOGLE_USERINFO_URL: `${url}/v1/userinfo`,
      // Profile pictures are fetched from this loopback host like from Google's.
      EGRESS_ALLOW_HOSTS: '127.0.0.1',
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  });
}
