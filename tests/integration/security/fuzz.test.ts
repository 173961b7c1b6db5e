// Every call of the contract (CALL_FAMILIES: every family and each tool's calls), attacked with inputs made
// from its own schemas (support/cases.ts), once by signed-in users with credits and once by a visitor
// presenting no session or a forged one. Whatever arrives, the server never answers 5xx, refuses in the
// envelope with a message, streams only for a request the contract accepts, accepts nothing the contract
// refuses, and changes no table for a request it refused.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CALL_FAMILIES } from '../../../src/shared/api';
import { clientKey } from '../support/images';
import { api } from '../support/test-app';
import { casesFor } from './support/cases';
import { createPool, refreshPool, type Member } from './support/pool';
import { createFuzzer, type Caller } from './support/runner';
import type { Hints } from './support/schema';
import { WATCHED_TABLES } from './support/state';
import { createSecurityWorld, visitorCredentials, type SecurityWorld } from './support/world';

/** Enough users that no create call's 30 a minute per user is reached by one route's cases. */
const POOL_SIZE = 16;

let world: SecurityWorld;
let pool: Member[];
let helperId: string;
let fuzzer: ReturnType<typeof createFuzzer>;
let users: Caller;
let visitor: Caller;

/** Field values that make the rest of a request real; the field under attack replaces its own. */
function hints(path: string, member: Member): Hints {
  const image = () => member.uploadId;
  return {
    model: () => (path.startsWith('/api/imagine') ? 'sdxl' : 'gpt-4o-mini'),
    clientKey: () => clientKey(),
    conversationId: () => member.conversationId,
    messageId: () => member.messageId || undefined,
    helperId: () => helperId,
    categoryId: () => 'writing',
    imageId: image,
    referenceIds: image,
    portraitIds: image,
    templateId: image,
    styleRefId: image,
  };
}

beforeAll(async () => {
  world = await createSecurityWorld({ taskRunner: false });
  pool = await createPool(world, POOL_SIZE);
  const home = await api(world.t.app, { method: 'GET', url: '/api/helper/home' });
  helperId = (home.body.data as Array<{ id: string }>)[0]!.id;
  fuzzer = createFuzzer(world.t, world.base);
  users = {
    name: 'user',
    headers: (_, item) => pool[item.member]!.user.headers,
    restore: (item) => pool[item.member]!.user.restore(),
  };
  const credentials = await visitorCredentials(world.t, pool[0]!.user.id);
  visitor = {
    name: 'visitor',
    headers: (n): Record<string, string> => {
      const credential = credentials[n % credentials.length];
      return credential ? { authorization: credential } : {};
    },
  };
}, 120_000);

afterAll(async () => {
  const { totals } = fuzzer ?? {};
  if (totals)
    console.log(
      `contract fuzz: ${totals.routes} routes, ${totals.payloads} payloads, ${totals.requests} requests ` +
        `(${totals.accepted} accepted), ${totals.serverErrors} 5xx, ${totals.stateChanges} state changes ` +
        `over ${WATCHED_TABLES.length} tables`,
    );
  await world?.close();
});

describe('hostile input to every call of the contract', () => {
  for (const [family, calls] of Object.entries(CALL_FAMILIES)) {
    it(`${family}: never a 5xx, refusals in the envelope, no state change when refused`, async () => {
      const before = fuzzer.problems.length;
      for (const [name, route] of Object.entries(calls)) {
        await refreshPool(world, pool);
        const key = `${family}.${name} ${route.method} ${route.path}`;
        const members = pool.map((member) => hints(route.path, member));
        await fuzzer.run(key, route, users, casesFor(route, members));
        await fuzzer.run(key, route, visitor, casesFor(route, members.slice(0, 1)));
      }
      expect(fuzzer.problems.slice(before)).toEqual([]);
    }, 120_000);
  }
});
