// A trickle of hostile or broken requests beside the mix: bad JSON, NUL bytes (PostgreSQL stores them in no
// text column), ids that name nothing or someone else's, forged signatures, oversize bodies, a wrong token.
// Each must be refused with a 4xx; a 5xx or a success is filed as a problem with the request that caused it.
import { randomUUID } from 'node:crypto';
import { UPLOAD_BODY_LIMIT } from '../../src/shared/api/upload';
import { pause, type Context } from './mix';
import type { Call } from './traffic';
import { pick, type User } from './users';

/** One in this many milliseconds, on average: a trickle, not an attack on the server's capacity. */
const EVERY_MS = 3000;
const JSON_LIMIT = 1024 * 1024;

/** A request of one kind; `other` is a user whose data the caller does not own. */
type Hostile = (other: User | undefined) => Omit<Call, 'caller'>;

const push = '/api/user/chat/push';
const HOSTILE: Array<[string, Hostile]> = [
  ['bad JSON', () => ({ path: push, body: '{"model":"gpt-4o-mini","text":' })],
  ['NUL in a JSON string', () => ({ path: push, body: { model: 'gpt-4o-mini', text: 'a\u0000b', clientKey: 'hostile-nul-1' } })],
  ['NUL in a JSON key', () => ({ path: '/api/user/profile', body: '{"na\\u0000me":"x"}' })],
  ['NUL in a query', () => ({ path: '/api/user/chat/search?q=a%00b', route: '/api/user/chat/search' })],
  ['unknown task', () => ({ path: `/api/imagine/check?id=${randomUUID()}`, route: '/api/imagine/check' })],
  ['malformed task id', () => ({ path: '/api/imagine/check?id=1%27%20OR%201=1', route: '/api/imagine/check' })],
  ['unknown answer to follow', () => ({ path: `/api/user/chat/follow?messageId=${randomUUID()}`, route: '/api/user/chat/follow', stream: true })],
  ['unknown conversation', () => ({ path: `/api/user/chat/messages?conversationId=${randomUUID()}`, route: '/api/user/chat/messages' })],
  ['unknown share', () => ({ path: '/api/share/chat?id=nothing-here', route: '/api/share/chat' })],
  ["another user's task", (other) => ({ path: `/api/imagine/check?id=${other?.tasks[0]?.id ?? randomUUID()}`, route: '/api/imagine/check' })],
  ["another user's conversation", (other) => ({ path: `/api/user/chat/share?conversationId=${other?.conversations[0]?.id ?? randomUUID()}`, route: '/api/user/chat/share' })],
  ['forged file signature', () => ({ path: `/api/files/${randomUUID()}?exp=4102444800&sig=${'A'.repeat(43)}`, route: '/api/files/:id', file: true })],
  ['oversize JSON body', () => ({ path: push, body: `{"text":"${'x'.repeat(JSON_LIMIT + 1024)}"}`, hangUpRefuses: true })],
  ['oversize upload', () => ({ path: '/api/upload64', body: `{"purpose":"chat","data":"${'A'.repeat(UPLOAD_BODY_LIMIT)}"}`, hangUpRefuses: true })],
  ['wrong token', () => ({ path: '/api/user/credits', headers: { authorization: 'Bearer nonsense' } })],
  ['wrong content type', () => ({ path: push, body: 'text=hello', headers: { 'content-type': 'text/plain' } })],
  ['unknown route', () => ({ path: '/api/soak/nothing', method: 'POST', body: {} })],
]; // prettier-ignore

export const describeHostile = () => HOSTILE.map(([name]) => name).join('; ');

/**
 * Sends hostile requests until the run ends, each kind in turn from its own address, with a signed-in
 * user's token (so that a refusal is about the request, not a missing session); `users` are the mix's.
 */
export async function runHostile(ctx: Context, users: User[], random: () => number) {
  for (let i = 0; !ctx.traffic.stopped.aborted; i++) {
    if (!(await pause(EVERY_MS * (0.5 + random()), ctx.traffic.stopped))) return;
    const [name, make] = HOSTILE[i % HOSTILE.length]!;
    const victim = pick(random, users);
    const other = users.find((user) => user !== victim && user.tasks.length);
    const caller = { ip: `10.66.0.${i % 250}`, authorization: victim.authorization };
    await ctx.traffic.send({ ...make(other), caller, expect: 'refusal' });
    ctx.traffic.count(`hostile: ${name}`);
  }
}
