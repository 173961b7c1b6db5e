// The queries of sign-in: e-mail codes, Google's pending states, the desktop app's hand-offs and the accounts
// they lead to. What consumes something (a code, a state, a hand-off) is one conditional statement, so two
// racing requests cannot both take it.
import { and, count, desc, eq, gt, isNull, like, lt, min, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { desktopHandoffs, emailCodes, oauthStates, users, type UserRow } from '../../db/schema';

type NewEmailCode = Omit<typeof emailCodes.$inferInsert, 'id' | 'attempts' | 'consumedAt'> & {
  createdAt: Date;
};

/** The newest code sent to this address, used or not. */
export async function latestCode(db: Database, email: string) {
  const [row] = await db
    .select()
    .from(emailCodes)
    .where(eq(emailCodes.email, email))
    .orderBy(desc(emailCodes.createdAt))
    .limit(1);
  return row;
}

/** How many codes were sent to this address, or asked for from this client address, after `since`. */
/** How many codes one address (or e-mail) was sent since a time, and when the earliest of them was sent. */
export async function codesSince(
  db: Database,
  by: 'email' | 'ip',
  value: string,
  since: Date,
): Promise<{ count: number; earliest: Date | null }> {
  const [row] = await db
    .select({ n: count(), earliest: min(emailCodes.createdAt) })
    .from(emailCodes)
    .where(and(eq(emailCodes[by], value), gt(emailCodes.createdAt, since)));
  return { count: row?.n ?? 0, earliest: row?.earliest ? new Date(row.earliest) : null };
}

/** Voids the address's unused codes (as of the new one's creation) and stores the new one, atomically. */
export async function replaceCodes(db: Database, code: NewEmailCode): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .update(emailCodes)
      .set({ consumedAt: code.createdAt })
      .where(and(eq(emailCodes.email, code.email), isNull(emailCodes.consumedAt)));
    await tx.insert(emailCodes).values(code);
  });
}

export async function deleteCode(db: Database, codeHash: string): Promise<void> {
  await db.delete(emailCodes).where(eq(emailCodes.codeHash, codeHash));
}

/**
 * Takes one attempt at a live code: counts it and answers the code's hash, in one statement, so however many
 * guesses arrive together at most `maxAttempts` of them are ever compared. Undefined when the code is used,
 * expired or out of attempts.
 */
export async function claimAttempt(
  db: Database,
  id: string,
  now: Date,
  maxAttempts: number,
): Promise<{ codeHash: string; attempts: number } | undefined> {
  const [row] = await db
    .update(emailCodes)
    .set({ attempts: sql`${emailCodes.attempts} + 1` })
    .where(
      and(
        eq(emailCodes.id, id),
        isNull(emailCodes.consumedAt),
        gt(emailCodes.expiresAt, now),
        lt(emailCodes.attempts, maxAttempts),
      ),
    )
    .returning({ codeHash: emailCodes.codeHash, attempts: emailCodes.attempts });
  return row;
}

/** How many attempts a code has had. */
export async function attemptsOf(db: Database, id: string): Promise<number> {
  const [row] = await db
    .select({ attempts: emailCodes.attempts })
    .from(emailCodes)
    .where(eq(emailCodes.id, id));
  return row?.attempts ?? 0;
}

/** Marks an unused code used; false when another request used it first. */
export async function consumeCode(db: Database, id: string, at: Date): Promise<boolean> {
  const [row] = await db
    .update(emailCodes)
    .set({ consumedAt: at })
    .where(and(eq(emailCodes.id, id), isNull(emailCodes.consumedAt)))
    .returning({ id: emailCodes.id });
  return Boolean(row);
}

export async function deleteExpiredStates(db: Database, now: Date): Promise<void> {
  await db.delete(oauthStates).where(lt(oauthStates.expiresAt, now));
}

export async function insertState(
  db: Database,
  values: typeof oauthStates.$inferInsert,
): Promise<void> {
  await db.insert(oauthStates).values(values);
}

/** Takes (deletes and returns) a pending Google sign-in that has not expired: it can be finished once. */
export async function takeState(db: Database, state: string, now: Date) {
  const [row] = await db
    .delete(oauthStates)
    .where(and(eq(oauthStates.state, state), gt(oauthStates.expiresAt, now)))
    .returning();
  return row;
}

export async function insertHandoff(
  db: Database,
  values: typeof desktopHandoffs.$inferInsert,
): Promise<void> {
  await db.insert(desktopHandoffs).values(values);
}

/**
 * Consumes the unused, unexpired hand-off of this desktop state and PKCE challenge, or of this code's hash;
 * each is taken by one request only.
 */
export async function consumeHandoff(
  db: Database,
  match: { appState: string; codeChallenge: string } | { codeHash: string },
  now: Date,
) {
  const [row] = await db
    .update(desktopHandoffs)
    .set({ consumedAt: now })
    .where(
      and(
        ...('codeHash' in match
          ? [eq(desktopHandoffs.codeHash, match.codeHash)]
          : [
              eq(desktopHandoffs.appState, match.appState),
              eq(desktopHandoffs.codeChallenge, match.codeChallenge),
            ]),
        isNull(desktopHandoffs.consumedAt),
        gt(desktopHandoffs.expiresAt, now),
      ),
    )
    .returning();
  return row;
}

export async function userById(db: Database, id: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  return row;
}

export async function userByEmail(db: Database, email: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.email, email));
  return row;
}

export async function userByGoogleSub(db: Database, sub: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.googleSub, sub));
  return row;
}

/** A new account, or undefined when the address already has one. */
export async function insertUserIfNew(
  db: Database,
  values: typeof users.$inferInsert,
): Promise<UserRow | undefined> {
  const [row] = await db
    .insert(users)
    .values(values)
    .onConflictDoNothing({ target: users.email })
    .returning();
  return row;
}

export async function promoteToAdmin(db: Database, id: string): Promise<UserRow | undefined> {
  const [row] = await db.update(users).set({ role: 'admin' }).where(eq(users.id, id)).returning();
  return row;
}

/** Links a Google account to a user that has none yet; undefined when one was linked meanwhile. */
export async function linkGoogle(
  db: Database,
  id: string,
  link: { googleSub: string; avatar: string | null; updatedAt: Date },
): Promise<UserRow | undefined> {
  const [row] = await db
    .update(users)
    .set(link)
    .where(and(eq(users.id, id), isNull(users.googleSub)))
    .returning();
  return row;
}

/** Replaces a user's avatar if it is still `from` (a remote picture being adopted). */
export async function replaceUserAvatar(
  db: Database,
  id: string,
  from: string,
  to: string | null,
): Promise<void> {
  await db
    .update(users)
    .set({ avatar: to })
    .where(and(eq(users.id, id), eq(users.avatar, from)));
}

/** Users whose avatar is still an address elsewhere (left by a process that stopped before adopting it). */
export function usersWithRemoteAvatars(db: Database, limit: number) {
  return db
    .select({ id: users.id, avatar: users.avatar })
    .from(users)
    .where(like(users.avatar, 'https://%'))
    .limit(limit);
}
