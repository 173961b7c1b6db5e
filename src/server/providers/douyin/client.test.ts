// The client reads both of the platform's envelopes, turns every refusal into DouyinCallError with its code,
// and gives up on a platform that does not answer within its deadline.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDouyinClient } from './client';
import { DouyinCallError, NO_ANSWER } from './errors';

let server: Server;
let base: string;
let answer: { status?: number; body: unknown; hang?: boolean } = { body: {} };
const seen: Array<{ path: string; token?: string; body: string }> = [];

beforeAll(async () => {
  server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      seen.push({
        path: request.url ?? '',
        token: request.headers['access-token'] as string | undefined,
        body,
      });
      if (answer.hang) return;
      response.writeHead(answer.status ?? 200, { 'content-type': 'application/json' });
      response.end(typeof answer.body === 'string' ? answer.body : JSON.stringify(answer.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

const client = () =>
  createDouyinClient({ clientKey: 'key', clientSecret: 'secret', baseUrl: base, timeoutMs: 300 });
const caller = { openId: 'ou_1', accessToken: 'act.1' };
const refusal = (call: Promise<unknown>) =>
  call.then(
    () => undefined,
    (error: unknown) => error as DouyinCallError,
  );

describe('the Douyin client', () => {
  it('builds the consent page address', () => {
    const url = new URL(
      client().consentUrl(['user_info', 'item.comment'], 's.1', 'https://a.test/cb'),
    );
    expect(url.pathname).toBe('/platform/oauth/connect/');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      client_key: 'key',
      response_type: 'code',
      scope: 'user_info,item.comment',
      redirect_uri: 'https://a.test/cb',
      state: 's.1',
    });
  });

  it("reads OAuth's envelope", async () => {
    answer = {
      body: {
        data: {
          access_token: 'act.2',
          expires_in: 1296000,
          refresh_token: 'rft.2',
          refresh_expires_in: 2592000,
          open_id: 'ou_1',
          scope: 'user_info,item.comment',
          error_code: 0,
          description: '',
        },
        message: 'success',
      },
    };
    await expect(client().exchangeCode('code.1')).resolves.toMatchObject({
      access_token: 'act.2',
      open_id: 'ou_1',
      scope: 'user_info,item.comment',
    });
    expect(JSON.parse(seen.at(-1)!.body)).toEqual({
      client_key: 'key',
      client_secret: 'secret',
      code: 'code.1',
      grant_type: 'authorization_code',
    });
  });

  it('sends the token as a header and the open_id in the query', async () => {
    answer = {
      body: {
        data: { list: [], cursor: 0, has_more: false, error_code: 0, description: '' },
        extra: { error_code: 0, description: '', logid: 'l' },
      },
    };
    await expect(client().videos(caller, 0, 10)).resolves.toEqual({
      list: [],
      cursor: 0,
      has_more: false,
    });
    expect(seen.at(-1)).toMatchObject({ token: 'act.1' });
    expect(seen.at(-1)!.path).toContain('open_id=ou_1');
  });

  it('turns a refusal in either envelope into its code', async () => {
    answer = { body: { data: { error_code: 10010, description: 'expired' }, message: 'error' } };
    expect(await refusal(client().refresh('rft.1'))).toMatchObject({ code: 10010 });
    answer = {
      body: {
        data: { error_code: 0, description: '' },
        extra: { error_code: 28003018, description: 'slow down' },
      },
    };
    const error = await refusal(client().comments(caller, 'v1', 0, 10));
    expect(error).toBeInstanceOf(DouyinCallError);
    expect(error).toMatchObject({ code: 28003018 });
  });

  it('says no answer for an answer that is not the platform’s, an HTTP error or a silence', async () => {
    answer = { status: 502, body: '<html>bad gateway</html>' };
    expect(await refusal(client().videos(caller, 0, 10))).toMatchObject({ code: NO_ANSWER });
    answer = { status: 500, body: { data: { error_code: 0 } } };
    expect(await refusal(client().videos(caller, 0, 10))).toMatchObject({ code: NO_ANSWER });
    answer = { body: {}, hang: true };
    const started = Date.now();
    expect(await refusal(client().videos(caller, 0, 10))).toMatchObject({ code: NO_ANSWER });
    expect(Date.now() - started).toBeLessThan(3000);
  });
});
