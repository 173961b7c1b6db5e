// The feed on PostgreSQL (BENCH_DATABASE_URL or TEST_DATABASE_URL; skipped, with the reason, when neither is
// set) at 100,000 published pictures and about a million likes (feed-data.ts): p50 and p99 of a page of the
// newest and of the popular list at random places by their cursors, as a visitor and as a signed-in reader
// (with whether they like each picture), against the same pages read by OFFSET, the usual peer, in the same
// run; likes per second with the like's count and notice kept in step, against bare inserts of the like rows
// in the same run; and the p99 of the notices query and of the header's unread count.
// Goal: a feed page p99 under 20 ms. `BENCH_FEED_ITEMS` and `BENCH_FEED_LIKES` make it smaller.
import { desc, eq, sql } from 'drizzle-orm';
import { openPostgres } from '../src/server/db/client';
import { migrationsFolder } from '../src/server/db/migrations-folder';
import { feedItems, users } from '../src/server/db/schema';
import { addLike } from '../src/server/modules/feed/likes-repo';
import { noticePage, unreadNotices } from '../src/server/modules/feed/notices-repo';
import { feedPage } from '../src/server/modules/feed/repo';
import { writeFeedData, type FeedData } from './feed-data';
import { loadAverage, onBenchPostgres, percentile } from './lib.mjs';

const ITEMS = Number(process.env.BENCH_FEED_ITEMS ?? 100_000);
const LIKES = Number(process.env.BENCH_FEED_LIKES ?? 1_000_000);
const SAMPLES = 500;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 3);
const PAGE = 10;

const pick = <T>(list: readonly T[]) => list[Math.floor(Math.random() * list.length)]!;

async function timed(samples: number, run: () => Promise<unknown>): Promise<string> {
  // Untimed first: the pages a random place reads are not in PostgreSQL's cache yet after the bulk write.
  for (let i = 0; i < samples / 5; i++) await run();
  const times: number[] = [];
  for (let i = 0; i < samples; i++) {
    const started = performance.now();
    await run();
    times.push(performance.now() - started);
  }
  return `p50 ${percentile(times, 50).toFixed(2)} ms, p99 ${percentile(times, 99).toFixed(2)} ms`;
}

/** Operations per second of `workers` loops of `run` for SECONDS. */
async function rate(workers: number, run: () => Promise<unknown>): Promise<number> {
  const stopAt = performance.now() + SECONDS * 1000;
  let done = 0;
  await Promise.all(
    Array.from({ length: workers }, async () => {
      while (performance.now() < stopAt) {
        await run();
        done += 1;
      }
    }),
  );
  return done / SECONDS;
}

async function measure(url: string): Promise<void> {
  const handle = await openPostgres(url);
  await handle.migrate(migrationsFolder());
  const { db } = handle;
  const data: FeedData = await writeFeedData(db, ITEMS, LIKES);
  console.log(
    `PostgreSQL: ${data.items} pictures, ${data.likes} likes, ${data.notices} notices, ` +
      `${data.accounts.length} accounts (written in ${data.seconds.toFixed(1)} s)`,
  );
  console.log(
    `load average before measuring: ${loadAverage()} (another run on these cores shows in the p99)`,
  );
  const keys = await db
    .select({ id: feedItems.id, likes: feedItems.likeCount })
    .from(feedItems)
    .orderBy(desc(feedItems.id));
  const depth = () => Math.floor(Math.random() * (keys.length - PAGE));
  const reader = pick(data.accounts);

  for (const sort of ['newest', 'popular'] as const) {
    const ordered =
      sort === 'newest' ? keys : [...keys].sort((a, b) => b.likes - a.likes || b.id - a.id);
    const cursor = () => {
      const key = ordered[depth()]!;
      return { id: key.id, likes: key.likes };
    };
    const visitor = await timed(SAMPLES, () =>
      feedPage(db, { sort, key: cursor(), direction: 'down', limit: PAGE + 1 }),
    );
    const signedIn = await timed(SAMPLES, () =>
      feedPage(db, { sort, key: cursor(), direction: 'down', limit: PAGE + 1, viewerId: reader }),
    );
    const up = await timed(SAMPLES, () =>
      feedPage(db, { sort, key: cursor(), direction: 'up', limit: PAGE + 1 }),
    );
    const order = sort === 'newest' ? sql`f.id DESC` : sql`f.like_count DESC, f.id DESC`;
    const offset = await timed(Math.min(SAMPLES, 200), () =>
      db.execute(sql`
        SELECT f.*, u.name FROM feed_items f JOIN users u ON u.id = f.user_id
        WHERE f.status = 'public' AND u.status = 'active'
        ORDER BY ${order} LIMIT ${PAGE + 1} OFFSET ${depth()}`),
    );
    console.log(
      `${sort}, a page at a random place by cursor: visitor ${visitor}; signed in ${signedIn}; going up ${up}`,
    );
    console.log(`${sort}, the same pages by OFFSET (baseline): ${offset}`);
  }

  const likeRate = await rate(8, () => addLike(db, pick(keys).id, pick(data.accounts), new Date()));
  const bareRate = await rate(8, () =>
    db.execute(sql`
      INSERT INTO feed_likes (item_id, user_id) VALUES (${pick(keys).id}, ${pick(data.accounts)}::uuid)
      ON CONFLICT DO NOTHING`),
  );
  console.log(
    `likes, 8 at once: ${likeRate.toFixed(0)}/s with the count and the notice in the same statement ` +
      `(baseline: ${bareRate.toFixed(0)}/s bare inserts of the like row, ratio ${(likeRate / bareRate).toFixed(2)})`,
  );
  const [check] = await db
    .select({ drift: sql<number>`count(*)::int` })
    .from(feedItems)
    .where(
      sql`${feedItems.likeCount} <> (select count(*) from feed_likes l where l.item_id = ${feedItems.id})`,
    );
  console.log(
    `pictures whose count differs from their likes (the bare inserts leave some): ${check!.drift}`,
  );

  const owner = () => pick(data.publishers);
  const notices = await timed(SAMPLES, () => noticePage(db, owner(), { limit: PAGE, offset: 0 }));
  const unread = await timed(SAMPLES, () => unreadNotices(db, owner()));
  const [perOwner] = await db
    .select({ n: sql<number>`(count(*) / count(distinct ${users.id}))::int` })
    .from(users)
    .innerJoin(feedItems, eq(feedItems.userId, users.id));
  console.log(
    `notices (first page of an owner's, about ${perOwner!.n} pictures each): ${notices}; unread count ${unread}`,
  );
  console.log(`load average after: ${loadAverage()}`);
  await handle.close();
}

await onBenchPostgres('feed', measure);
