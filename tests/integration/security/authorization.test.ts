// The authorization matrix: user A owns one of everything a call can take an id of (support/owner.ts); then
// user B and a visitor call every call of the contract that takes an id (a query or body field named `id`,
// `…Id` or `…Ids`, shaped as a UUID, an order's `sn`, or the id in a path) with each of A's ids the field's
// schema accepts, the rest of the request made valid with B's own things. Every attempt must answer as
// nothing were there: 404 (401 for a visitor on a signed-in call), the same status and code as for an id
// that names nothing, no trace of A (A's ids, address or words) in the answer, and no table changed.
//
// Left out: Google sign-in (its calls take no id of A's), and the public link of a share, which is meant to
// show A's snapshot to whoever holds it (that answer is checked, and not counted as a leak).
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CALL_FAMILIES } from '../../../src/shared/api';
import type { AnyRoute } from '../../../src/shared/api/http';
import { stream } from '../support/chat';
import { clientKey } from '../support/images';
import { createOwner, uploadsFor, type Owned, type Owner } from './support/owner';
import type { Hints } from './support/schema';
import { idSlots } from './support/slots';
import { changes, snapshot } from './support/state';
import { createTransport, type Answer, type Request } from './support/transport';
import { createSecurityWorld, type SecurityWorld, type WorldUser } from './support/world';

let world: SecurityWorld;
let owner: Owner;
/** B: several users, as some calls allow each user only so many requests a minute. */
let others: Array<{ user: WorldUser; hints: (path: string) => Hints }>;
let send: ReturnType<typeof createTransport>;
const totals = { routes: 0, attempts: 0, leaks: 0 };
/** Fields that answer alike for every id, not looking anything up (a category filter): not 404, noted. */
const noLookup = new Set<string>();
/** Attempts per field and caller stay within every per-user limit (30 a minute on create calls). */
const OTHERS = 8;

/** A message of B's own (a chat, or the Mo chat thread), so B's requests name B's conversation. */
async function talk(user: WorldUser, path: string): Promise<string> {
  const headers = { ...user.headers, 'x-forwarded-for': world.address() };
  const body = { model: 'gpt-4o-mini', text: 'Hello from B', clientKey: clientKey() };
  const start = (await stream(world.base, path, headers, body)).events[0];
  if (start?.type !== 'start') throw new Error(`${path}: ${JSON.stringify(start)}`);
  return start.conversationId;
}

beforeAll(async () => {
  world = await createSecurityWorld({ taskRunner: true });
  owner = await createOwner(world);
  others = [];
  for (let i = 0; i < OTHERS; i++) {
    const user = await world.user('bob');
    const mine = await uploadsFor(world, user);
    const chat = await talk(user, '/api/user/chat/push');
    await talk(user, '/api/mo/chat');
    others.push({
      user,
      // B's own things and valid values where the request needs them, A's id in the field under attack.
      hints: (path) => ({
        model: () => (path.startsWith('/api/imagine') ? 'sdxl' : 'gpt-4o-mini'),
        clientKey: () => clientKey(),
        categoryId: () => 'writing',
        conversationId: () => chat,
        backgroundId: () => 'studio-white',
        templateId: () => mine.styleTemplate,
        portraitIds: () => mine.photoBook,
        exp: () => Math.floor(Date.now() / 1000) + 3600,
      }),
    });
  }
  send = createTransport(world.t, world.base);
}, 180_000);

afterAll(async () => {
  console.log(
    `authorization matrix: ${totals.routes} routes checked, ${totals.attempts} attempts ` +
      `with ${owner?.things.length ?? 0} of A's ids, ${totals.leaks} leaks; fields that look ` +
      `nothing up (every id answers alike): ${[...noLookup].join('; ') || 'none'}`,
  );
  await world?.close();
});

/** A's link to a shared conversation is public by design. */
const publicByLink = (route: AnyRoute, thing: Owned) =>
  route === CALL_FAMILIES.chat!.shared && thing.kind === 'share';

async function attack(key: string, route: AnyRoute, problems: string[]): Promise<void> {
  const slots = idSlots(route, world.address);
  if (!slots.length) return;
  totals.routes += 1;
  const before = await snapshot(world.t.app.deps.db);
  const callers = [
    // An admin call refuses a user who is not one before it looks anything up.
    {
      name: 'B',
      expected: route.auth === 'admin' ? 403 : 404,
      as: (i: number) => others[i % others.length]!,
    },
    { name: 'visitor', expected: route.auth ? 401 : 404, as: () => undefined },
  ];
  for (const slot of slots) {
    for (const caller of callers) {
      const speak = (i: number, id: string): Request | undefined => {
        const member = caller.as(i);
        const request = slot.build(id, (member ?? others[0]!).hints(route.path));
        return request && { ...request, headers: member ? member.user.headers : {} };
      };
      const control = speak(0, randomUUID());
      const nothing = control && (await send(route, control));
      const attempts = owner.things
        .map((thing, i) => ({ thing, request: speak(i, thing.id) }))
        .filter((attempt): attempt is { thing: Owned; request: Request } => !!attempt.request);
      const answers = await Promise.all(attempts.map(({ request }) => send(route, request)));
      totals.attempts += attempts.length;
      attempts.forEach(({ thing }, index) => {
        const answer = answers[index]!;
        const where = `${caller.name} ${key} ${slot.label}=${thing.kind}`;
        if (publicByLink(route, thing)) {
          if (answer.status !== 200)
            problems.push(`${where}: the public link answered ${answer.status}`);
          return;
        }
        if (leaks(where, thing, answer, problems)) return;
        const code = (text: string) => /"code":"([A-Z_]+)"/.exec(text)?.[1];
        const got = `${answer.status} ${code(answer.body)}`;
        const none = nothing && `${nothing.status} ${code(nothing.body)}`;
        if (caller.expected === 404 && nothing && nothing.status !== 404) {
          // The field looks nothing up: every id answers alike (noted, not a refusal to expect).
          noLookup.add(`${key} ${slot.label} (${none})`);
          if (got !== none) problems.push(`${where}: ${got}, an id naming nothing ${none}`);
        } else if (answer.status !== caller.expected || (none && got !== none)) {
          problems.push(
            `${where}: ${got} (expected ${caller.expected}, like an id naming nothing: ${none})`,
          );
        }
      });
    }
  }
  const changed = changes(before, await snapshot(world.t.app.deps.db));
  if (changed.length) problems.push(`${key}: attempts changed ${changed.join('; ')}`);
}

/** Whether the answer shows anything of A's but the id that was sent. */
function leaks(where: string, thing: Owned, answer: Answer, problems: string[]): boolean {
  const leaked = owner.secrets.filter(
    (secret) => secret !== thing.id && answer.body.includes(secret),
  );
  if (!leaked.length) return false;
  totals.leaks += 1;
  problems.push(
    `${where}: the answer shows A's ${leaked.join(', ')}: ${answer.body.slice(0, 300)}`,
  );
  return true;
}

describe("another user's ids", () => {
  for (const [family, calls] of Object.entries(CALL_FAMILIES)) {
    it(`${family}: B and a visitor find nothing of A's, and change nothing`, async () => {
      const problems: string[] = [];
      for (const [name, route] of Object.entries(calls))
        await attack(`${family}.${name} ${route.method} ${route.path}`, route, problems);
      expect(problems).toEqual([]);
    }, 120_000);
  }

  it("leaves A's things whole and A signed in", async () => {
    const answer = await world.t.app.inject({
      method: 'GET',
      url: '/api/user/chat/list',
      headers: owner.user.headers,
      remoteAddress: world.address(),
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.json().data.total).toBe(2);
  });
});
