// Sends a route's hostile cases as one caller and judges every answer: never a 5xx (nor an internal error
// inside an event stream); a refusal is the envelope `{success:false, code, msg}` with a known code and
// words; an event stream or a success only for a request the contract accepts; and no state change unless
// the request was accepted. Requests go in concurrent batches between two snapshots: all the cases the
// contract refuses of a route at once, then the others eight at a time.
import { isErrorCode } from '../../../../src/shared/api/errors';
import type { AnyRoute } from '../../../../src/shared/api/http';
import type { TestApp } from '../../support/test-app';
import type { Case } from './cases';
import { createTransport, type Answer } from './transport';
import { changes, settledSnapshot, snapshot } from './state';

export interface Caller {
  name: string;
  /** Headers of the caller's nth request, a case spoken by one of its members. */
  headers(n: number, item: Case): Record<string, string>;
  /** After an accepted request: its member is made whole again (signed in again if it signed out). */
  restore?(item: Case): Promise<void>;
}

export interface Totals {
  routes: number;
  payloads: number;
  requests: number;
  accepted: number;
  serverErrors: number;
  stateChanges: number;
}

const BATCH = 8;

/** The redirect and file calls answer bytes or a redirect, not data in the envelope. */
const answersEnvelope = (route: AnyRoute) =>
  route.kind === 'stream' || route.data._zod.def.type !== 'never';

/** `base`: where the app listens, for the streaming calls. */
export function createFuzzer(t: TestApp, base: string) {
  const { db } = t.app.deps;
  const totals: Totals = {
    routes: 0,
    payloads: 0,
    requests: 0,
    accepted: 0,
    serverErrors: 0,
    stateChanges: 0,
  };
  const problems: string[] = [];
  let sent = 0;

  const transport = createTransport(t, base);
  function send(route: AnyRoute, caller: Caller, item: Case): Promise<Answer> {
    sent += 1;
    totals.requests += 1;
    return transport(route, {
      ...item,
      headers: { ...caller.headers(sent, item), ...item.headers },
      address: `10.${100 + ((sent >> 16) & 63)}.${(sent >> 8) & 255}.${sent & 255}`,
    });
  }

  /** Whether the request was accepted; every way the answer breaks the rules is noted. */
  function judge(where: string, route: AnyRoute, item: Case, response: Answer): boolean {
    const problem = (text: string) =>
      problems.push(`${where}: ${response.status} ${text}: ${response.body.slice(0, 300)}`);
    const { status } = response;
    if (status >= 500) {
      totals.serverErrors += 1;
      problem('server error');
      return false;
    }
    if (response.type.startsWith('text/event-stream')) {
      if (!item.valid) problem('an event stream for a request the contract refuses');
      if (response.body.includes('"code":"INTERNAL"')) {
        totals.serverErrors += 1;
        problem('an internal error in the stream');
      }
      return true;
    }
    if (status >= 300 && status < 400) {
      if (answersEnvelope(route)) problem('a redirect from a call that answers JSON');
      return false;
    }
    let body: Record<string, unknown>;
    try {
      body = JSON.parse(response.body) as Record<string, unknown>;
    } catch {
      problem('an answer that is not JSON');
      return status < 300;
    }
    if (status < 300) {
      if (body.success !== true) problem('a success without success:true');
      if (!item.valid) problem('accepted a request the contract refuses');
      return true;
    }
    const keys = Object.keys(body).sort().join(',');
    const msg = body.msg;
    if (
      body.success !== false ||
      !isErrorCode(body.code) ||
      typeof msg !== 'string' ||
      !msg.trim() ||
      keys !== 'code,msg,success'
    )
      problem('a refusal outside the envelope');
    return false;
  }

  async function run(key: string, route: AnyRoute, caller: Caller, cases: Case[]): Promise<void> {
    totals.routes += caller.name === 'user' ? 1 : 0;
    totals.payloads += cases.length;
    const where = (item: Case) => `${caller.name} ${key} [${item.label}]`;
    const stateChanged = (label: string, diff: string[]) => {
      totals.stateChanges += 1;
      problems.push(`${caller.name} ${key} [${label}]: refused, yet changed ${diff.join('; ')}`);
    };

    // Each snapshot closes one batch and opens the next; one that follows accepted requests waits until the
    // work they started has settled.
    let last = await snapshot(db);
    const moved = async (settle: boolean) => {
      const now = settle ? await settledSnapshot(db) : await snapshot(db);
      const diff = changes(last, now);
      last = now;
      return diff;
    };

    const refused = cases.filter((item) => !item.valid);
    for (let i = 0; i < refused.length; i += BATCH) {
      const batch = refused.slice(i, i + BATCH);
      const responses = await Promise.all(batch.map((item) => send(route, caller, item)));
      batch.forEach((item, index) => judge(where(item), route, item, responses[index]!));
    }
    const diff = await moved(false);
    if (diff.length) stateChanged(`${refused.length} refused cases`, diff);

    // The cases the contract accepts, a batch at a time: a batch that changed nothing is done; one that did,
    // with some accepted, has its refused cases sent again one at a time to see that they changed nothing.
    const open = cases.filter((item) => item.valid);
    for (let i = 0; i < open.length; i += BATCH) {
      const batch = open.slice(i, i + BATCH);
      const responses = await Promise.all(batch.map((item) => send(route, caller, item)));
      const accepted = batch.map((item, index) =>
        judge(where(item), route, item, responses[index]!),
      );
      const anyAccepted = accepted.some(Boolean);
      for (const [index, item] of batch.entries()) {
        if (!accepted[index]) continue;
        totals.accepted += 1;
        await caller.restore?.(item);
      }
      const changed = await moved(anyAccepted);
      if (!changed.length) continue;
      if (!anyAccepted) {
        stateChanged(batch.map((item) => item.label).join(', '), changed);
        continue;
      }
      for (const [index, item] of batch.entries()) {
        if (accepted[index]) continue;
        if (judge(`${where(item)} (alone)`, route, item, await send(route, caller, item))) {
          totals.accepted += 1;
          await caller.restore?.(item);
          await moved(true);
          continue;
        }
        const alone = await moved(true);
        if (alone.length) stateChanged(item.label, alone);
      }
    }
  }

  return { totals, problems, run };
}
