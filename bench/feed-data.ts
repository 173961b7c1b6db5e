// The feed benchmark's data, written by SQL in bulk: 10,000 accounts (1,000 of them publishing), 100,000
// published pictures (each with its task and file rows), about a million likes skewed towards the older
// pictures (the counts kept in step), and one like notice per liked picture for its owner.
import { sql } from 'drizzle-orm';
import type { Database } from '../src/server/db/client';
import { rowsOf } from '../src/server/db/rows';

export const ACCOUNTS = 10_000;
export const PUBLISHERS = 1_000;

export interface FeedData {
  items: number;
  likes: number;
  notices: number;
  accounts: string[];
  publishers: string[];
  seconds: number;
}

export async function writeFeedData(db: Database, items: number, likes: number): Promise<FeedData> {
  const started = performance.now();
  await db.execute(sql`
    INSERT INTO users (email, name)
    SELECT 'bench-' || g || '@example.com', 'bench ' || g FROM generate_series(1, ${ACCOUNTS}) g`);
  await db.execute(sql`
    CREATE TEMP TABLE bench_accounts AS
    SELECT array_agg(id ORDER BY email) AS ids FROM users WHERE email LIKE 'bench-%'`);
  await db.execute(sql`
    INSERT INTO tasks (id, user_id, kind, model, provider, upstream_model, params, prompt, status, price,
      client_key, created_at)
    SELECT gen_random_uuid(), a.ids[1 + g % ${PUBLISHERS}], 'imagine', 'sdxl', 'fal', 'fal-ai/fast-sdxl',
      '{"size":"1:1","count":1}', 'bench picture ' || g, 'succeeded', 100, 'bench-' || g,
      now() - (${items} - g) * interval '1 second'
    FROM generate_series(1, ${items}) g, bench_accounts a`);
  await db.execute(sql`
    INSERT INTO uploads (id, user_id, purpose, mime, width, height, bytes, sha256, storage_key, task_id,
      created_at)
    SELECT gen_random_uuid(), t.user_id, 'generated', 'image/png', 1024, 1024, 100000, 'bench',
      'bench/' || t.id || '.png', t.id, t.created_at
    FROM tasks t WHERE t.client_key LIKE 'bench-%'`);
  await db.execute(sql`
    INSERT INTO feed_items (user_id, task_id, upload_id, kind, model, prompt, settings, width, height,
      published_at)
    SELECT u.user_id, u.task_id, u.id, 'imagine', 'sdxl', 'bench', '{"size":"1:1"}', 1024, 1024, u.created_at
    FROM uploads u WHERE u.purpose = 'generated' ORDER BY u.created_at, u.id`);
  // Skewed: the square of a uniform number puts many likes on the first (older) pictures. A few more draws
  // than wanted, since a repeated (picture, account) pair is one like.
  await db.execute(sql`
    INSERT INTO feed_likes (item_id, user_id)
    SELECT 1 + floor(${items} * power(random(), 2))::bigint, a.ids[1 + floor(random() * ${ACCOUNTS})::int]
    FROM generate_series(1, ${Math.round(likes * 1.06)}) g, bench_accounts a
    ON CONFLICT DO NOTHING`);
  await db.execute(sql`
    UPDATE feed_items f SET like_count = c.n
    FROM (SELECT item_id, count(*)::int AS n FROM feed_likes GROUP BY item_id) c
    WHERE f.id = c.item_id`);
  await db.execute(sql`
    INSERT INTO feed_notices (user_id, item_id, kind, unread, actor_id, updated_at)
    SELECT f.user_id, f.id, 'like', floor(random() * 3)::int, a.ids[1 + floor(random() * ${ACCOUNTS})::int],
      now() - random() * interval '30 days'
    FROM feed_items f, bench_accounts a WHERE f.like_count > 0`);
  await db.execute(sql`ANALYZE`);
  const [counts] = rowsOf<{ items: number; likes: number; notices: number }>(
    await db.execute(sql`
      SELECT (SELECT count(*)::int FROM feed_items) AS items, (SELECT count(*)::int FROM feed_likes) AS likes,
        (SELECT count(*)::int FROM feed_notices) AS notices`),
  );
  const [ids] = rowsOf<{ ids: string[] }>(await db.execute(sql`SELECT ids FROM bench_accounts`));
  const accounts = ids!.ids;
  return {
    ...counts!,
    accounts,
    publishers: accounts.slice(0, PUBLISHERS),
    seconds: (performance.now() - started) / 1000,
  };
}
