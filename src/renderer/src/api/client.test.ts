// The client's rules (headers, renewal, sign-out, toasts, errors) against a real loopback server.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { userApi } from '@shared/api/user';
import { modelApi } from '@shared/api/model';
import { platform } from '../platform';
import { call, setSignedOutHandler } from './client';
import { ApiError, BizError, NetworkError } from './errors';
import { setApiBase } from './client';
import { json, startLoopback } from '../test/loopback';

const user = {
  id: '1',
  email: 'a@b.co',
  name: 'A',
  avatar: null,
  locale: 'en-US',
  role: 'user',
  status: 'active',
  createdAt: '2026-01-01T00:00:00.000Z',
};
let close: (() => Promise<void>) | undefined;
afterEach(async () => {
  await close?.();
  close = undefined;
});

async function serve(handler: Parameters<typeof startLoopback>[0]) {
  const server = await startLoopback(handler);
  close = server.close;
  setApiBase(server.url);
  return server;
}

describe('the HTTP client', () => {
  it('sends the version, locale and Authorization headers and answers the parsed data', async () => {
    platform.setSession({ token: 'access-1', refreshToken: 'refresh-1', expiresIn: 900 });
    const server = await serve((_req, _body, res) => json(res, 200, { success: true, data: user }));
    await expect(call(userApi.me)).resolves.toEqual(user);
    expect(server.requests[0]?.headers).toMatchObject({
      authorization: 'Bearer access-1',
      'x-atrium-version': '1.0.0',
      'x-atrium-locale': 'en-US',
    });
  });

  it('throws a business error (2xx, success:false) without a toast', async () => {
    await serve((_req, _body, res) =>
      json(res, 200, { success: false, code: 'X', msg: 'Not this way' }),
    );
    await expect(call(modelApi.list)).rejects.toBeInstanceOf(BizError);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(screen.queryByText('Not this way')).toBeNull();
  });

  it('toasts the server’s message for an error status', async () => {
    await serve((_req, _body, res) =>
      json(res, 429, { success: false, code: 'RATE_LIMITED', msg: 'Slow down please' }),
    );
    const error = await call(modelApi.list).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).code).toBe('RATE_LIMITED');
    expect(await screen.findByText('Slow down please', {}, { timeout: 5000 })).toBeTruthy();
  });

  it('toasts "Network Error" when no response comes', async () => {
    const server = await serve(() => undefined);
    await server.close();
    close = undefined;
    await expect(call(modelApi.list)).rejects.toBeInstanceOf(NetworkError);
    expect(await screen.findByText('Network Error', {}, { timeout: 5000 })).toBeTruthy();
  });

  it('refreshes an expired session once and retries the call', async () => {
    platform.setSession({ token: 'old', refreshToken: 'refresh-old', expiresIn: 900 });
    const server = await serve((req, _body, res) => {
      if (req.url === '/api/refresh/token') {
        return json(res, 200, {
          success: true,
          data: { token: 'new', refreshToken: 'refresh-new', expiresIn: 900 },
        });
      }
      if (req.headers.authorization === 'Bearer new')
        return json(res, 200, { success: true, data: user });
      json(res, 401, { success: false, code: 'SESSION_EXPIRED', msg: 'ended' });
    });
    await expect(Promise.all([call(userApi.me), call(userApi.me)])).resolves.toEqual([user, user]);
    expect(server.requests.filter((r) => r.url === '/api/refresh/token')).toHaveLength(1);
    expect(
      server.requests.find((r) => r.url === '/api/refresh/token')?.headers[
        'x-atrium-refresh-token'
      ],
    ).toBe('refresh-old');
    expect(platform.getSession()).toEqual({ token: 'new', refreshToken: 'refresh-new' });
  });

  it('clears the session and goes to sign-in when the session cannot be renewed', async () => {
    platform.setSession({ token: 'old', refreshToken: 'revoked', expiresIn: 900 });
    const signedOut = vi.fn();
    setSignedOutHandler(signedOut);
    await serve((_req, _body, res) =>
      json(res, 401, { success: false, code: 'SESSION_EXPIRED', msg: 'ended' }),
    );
    const error = await call(userApi.me).catch((e: unknown) => e);
    expect((error as ApiError).status).toBe(401);
    expect(signedOut).toHaveBeenCalledOnce();
    expect(platform.getSession()).toEqual({ token: undefined, refreshToken: undefined });
  });

  it('tells a suspended user why and signs them out', async () => {
    platform.setSession({ token: 'valid', refreshToken: 'r', expiresIn: 900 });
    const signedOut = vi.fn();
    setSignedOutHandler(signedOut);
    await serve((_req, _body, res) =>
      json(res, 403, {
        success: false,
        code: 'ACCOUNT_SUSPENDED',
        msg: 'Your account is suspended.',
      }),
    );
    await expect(call(userApi.me)).rejects.toBeInstanceOf(ApiError);
    expect(signedOut).toHaveBeenCalledOnce();
    expect(platform.getSession().token).toBeUndefined();
    expect(
      await screen.findByText('Your account is suspended.', {}, { timeout: 5000 }),
    ).toBeTruthy();
  });

  it('says "Request Error" when an answer does not match the contract', async () => {
    await serve((_req, _body, res) => json(res, 200, { success: true, data: [{ id: 1 }] }));
    const error = await call(modelApi.list, { silent: true }).catch((e: unknown) => e);
    expect((error as Error).message).toBe('Request Error');
  });
});
