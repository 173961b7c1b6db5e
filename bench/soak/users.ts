// The soak's simulated users: seats, each with its own seeded random sequence (so a run repeats the same
// choices in the same order, and runs compare), its own network address, and what it has made so far
// (conversations, tasks, characters to talk to). A seat signs in by e-mail code and renews its access token
// with the refresh token before it lapses, as the apps do; now and then it signs out and in again, as the
// same person or as a newcomer who takes the seat (a new account).
import { readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { HEADERS } from '../../src/shared/api/http';
import { emailSession } from '../lib.mjs';
import type { Traffic } from './traffic';

/** mulberry32: small, fast and good enough to pick actions; the same seed gives the same sequence. */
export function seeded(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export const pick = <T>(random: () => number, items: readonly T[]): T =>
  items[Math.floor(random() * items.length)]!;

/** Words of the users' messages and of their searches, so that searches find something. */
export const WORDS = [
  'garden', 'river', 'lantern', 'orbit', 'violin', 'harbor', 'meadow', 'copper', 'glacier', 'saffron',
  'compass', 'thunder', 'pebble', 'falcon', 'ember', 'quartz', 'willow', 'canyon', 'marble', 'nectar',
]; // prettier-ignore

export const sentence = (random: () => number, words = 6) =>
  Array.from({ length: words }, () => pick(random, WORDS)).join(' ');

export interface User {
  seat: number;
  random: () => number;
  /** Who sits there now: a new visitor is a new account, on a new address. */
  visitor: number;
  email: string;
  ip: string;
  authorization: string;
  refreshToken: string;
  /** When the access token is renewed (Date.now() ms): at four fifths of its life. */
  renewAt: number;
  /** When this address last asked for a code: the server allows five an hour per address. */
  codeAskedAt: number;
  conversations: Array<{ id: string; messages: number }>;
  tasks: Array<{ id: string; tool: string }>;
  /** Counts the keys of this seat's requests, so that no two requests share a client key. */
  keys: number;
}

const REPEAT_SIGN_IN_MS = 13 * 60_000;

export function newUser(seat: number, seed: number): User {
  return {
    seat,
    random: seeded(seed * 1_000_003 + seat),
    visitor: 0,
    email: '',
    ip: '',
    authorization: '',
    refreshToken: '',
    renewAt: 0,
    codeAskedAt: 0,
    conversations: [],
    tasks: [],
    keys: 0,
  };
}

export const clientKey = (user: User) => `soak${user.seat}v${user.visitor}k${user.keys++}`;

/**
 * Signs the seat in: as its current person when their address may ask for another code, else as a
 * newcomer. The code is read from the outbox as lib.mjs's helper does; the mail of an earlier code for the
 * same address is removed first, since the helper reads the first mail it finds for an address.
 */
export async function signIn(user: User, traffic: Traffic, dataDir: string) {
  const now = Date.now();
  if (!user.email || now - user.codeAskedAt < REPEAT_SIGN_IN_MS) {
    user.visitor++;
    user.email = `soak-s${user.seat}-v${user.visitor}@example.com`;
    user.ip = `10.60.${user.seat}.${user.visitor % 250}`;
    user.conversations = [];
    user.tasks = [];
  } else {
    const outbox = join(dataDir, 'outbox');
    for (const name of readdirSync(outbox).filter((file) => file.endsWith(`-${user.email}.eml`)))
      rmSync(join(outbox, name));
  }
  user.codeAskedAt = now;
  try {
    const session = await emailSession(traffic.base, dataDir, user.email, user.ip);
    if (session?.token) keep(user, session);
    else {
      user.authorization = '';
      traffic.problem('sign-in by e-mail code refused', user.email);
    }
  } catch (error) {
    user.authorization = '';
    traffic.problem('sign-in by e-mail code failed', `${user.email}: ${String(error)}`);
  }
  // Two calls: asking for the code, and trading it for a session.
  traffic.record(2);
  traffic.count('sign-ins');
}

function keep(user: User, session: { token: string; refreshToken: string; expiresIn: number }) {
  user.authorization = `Bearer ${session.token}`;
  user.refreshToken = session.refreshToken;
  user.renewAt = Date.now() + session.expiresIn * 800;
}

/** Trades the refresh token for new tokens; a refused one leaves the seat to sign in again. */
export async function renew(user: User, traffic: Traffic) {
  const answer = await traffic.send({
    path: '/api/refresh/token',
    caller: { ip: user.ip },
    headers: { [HEADERS.refreshToken]: user.refreshToken },
  });
  const session = answer?.json?.data as Parameters<typeof keep>[1] | undefined;
  if (session?.token) keep(user, session);
  else user.authorization = '';
  traffic.count('access tokens renewed');
}
