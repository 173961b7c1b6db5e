// The Helper family as a visitor and a user meet it: templates in each language (list, home, info), a form's
// values checked against the template before any model is called, the filled-in prompt sent as typed, the
// answer streamed and stored as a helper conversation, past answers read by their owner only, and seeding
// that writes nothing the second time.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { conversations, helperTemplates } from '../../../../src/server/db/schema';
import {
  seedHelperTemplates,
  seedShippedTemplates,
} from '../../../../src/server/modules/helper/seed';
import { HELPER_INSTRUCTIONS, HELPER_SEEDS } from '../../../../src/server/modules/helper/seeds';
import { readMessages } from '../../../fakes/llm-common';
import { createChatWorld, finalMessage, key, stream, type ChatWorld } from '../../support/chat';
import { api } from '../../support/test-app';

let world: ChatWorld;
beforeAll(async () => {
  world = await createChatWorld();
});
afterAll(() => world.close());

const EN = { 'x-atrium-locale': 'en-US' };
const ZH = { 'x-atrium-locale': 'zh-CN' };
const get = (url: string, headers: Record<string, string> = EN) =>
  api(world.t.app, { method: 'GET', url, headers });
const push = (headers: Record<string, string>, payload: object) =>
  api(world.t.app, { method: 'POST', url: '/api/helper/push', headers, payload });

/** The id of a shipped template in a language. */
async function templateId(seedKey: string, locale: string) {
  const list = await get('/api/helper/list', { 'x-atrium-locale': locale });
  const title = HELPER_SEEDS.find((seed) => seed.key === seedKey)![locale as 'en-US'].title;
  return (list.body.data.list as Array<{ id: string; title: string }>).find(
    (item) => item.title === title,
  )!.id;
}

const EMAIL = {
  original: 'Hi, can we meet on Tuesday at 10? Best, Dana',
  points: 'Yes, Tuesday 10 works. Ask for the agenda.',
  tone: 'Friendly',
};

describe('helper templates', () => {
  it('lists every template of the request language, with its categories, and filters them', async () => {
    for (const [headers, title] of [
      [EN, 'E-mail reply'],
      [ZH, '邮件回复'],
    ] as const) {
      const { status, body } = await get('/api/helper/list', headers);
      expect(status).toBe(200);
      const { list, categories } = body.data;
      expect(list.length).toBe(HELPER_SEEDS.length);
      expect(list.length).toBeGreaterThanOrEqual(16);
      expect(list.map((item: { title: string }) => item.title)).toContain(title);
      expect(categories.map((c: { id: string }) => c.id)).toEqual([
        'writing',
        'work',
        'study',
        'marketing',
        'programming',
        'life',
      ]);
      expect(categories.reduce((sum: number, c: { count: number }) => sum + c.count, 0)).toBe(
        list.length,
      );
    }
    const programming = await get('/api/helper/list?category=programming');
    expect(
      programming.body.data.list.every((i: { category: string }) => i.category === 'programming'),
    ).toBe(true);
    expect(programming.body.data.categories).toHaveLength(6);

    const sql = await get('/api/helper/list?q=sql');
    expect(sql.body.data.list.map((i: { title: string }) => i.title)).toEqual([
      'SQL from a description',
    ]);
    const report = await get(`/api/helper/list?q=${encodeURIComponent('周报')}`, ZH);
    expect(report.body.data.list.map((i: { title: string }) => i.title)).toEqual(['周报']);
    const none = await get('/api/helper/list?q=zzzz-nothing');
    expect(none.body.data.list).toEqual([]);

    // Without our header, Accept-Language decides.
    const accept = await get('/api/helper/list', { 'accept-language': 'zh-CN,zh;q=0.9' });
    expect(accept.body.data.list[0].title).toBe('邮件回复');
    expect((await get('/api/helper/list?category=cooking')).status).toBe(400);
  });

  it('shows the featured templates on the home page', async () => {
    for (const headers of [EN, ZH]) {
      const { body } = await get('/api/helper/home', headers);
      const featured = HELPER_SEEDS.filter((seed) => seed.featured);
      expect(body.data).toHaveLength(featured.length);
      expect(body.data.every((item: { featured: boolean }) => item.featured)).toBe(true);
    }
  });

  it('answers one template with its form, in the language asked for', async () => {
    const enId = await templateId('email-reply', 'en-US');
    const en = await get(`/api/helper/info?id=${enId}`);
    expect(en.body.data).toMatchObject({ id: enId, title: 'E-mail reply', locale: 'en-US' });
    expect(en.body.data.fields.map((f: { name: string }) => f.name)).toEqual([
      'original',
      'points',
      'tone',
      'name',
    ]);
    expect(en.body.data).not.toHaveProperty('prompt');
    // The same link read in Chinese: the Chinese version of the template.
    const zh = await get(`/api/helper/info?id=${enId}`, ZH);
    expect(zh.body.data).toMatchObject({ title: '邮件回复', locale: 'zh-CN' });
    expect(zh.body.data.id).not.toBe(enId);

    const missing = await get('/api/helper/info?id=00000000-0000-4000-8000-000000000000');
    expect(missing).toMatchObject({ status: 404, body: { success: false, code: 'NOT_FOUND' } });
    expect((await get('/api/helper/info?id=nope')).status).toBe(400);
  });
});

describe('helper answers', () => {
  it('checks the values against the form before calling any model, naming the field', async () => {
    const user = await world.user('form');
    const enId = await templateId('email-reply', 'en-US');
    const zhId = await templateId('email-reply', 'zh-CN');
    const before = world.openai.requests.length;
    const refused = async (
      headers: Record<string, string>,
      helperId: string,
      values: Record<string, string>,
    ) => {
      const { status, body } = await push(
        { ...user.headers, ...headers },
        { helperId, values, clientKey: key() },
      );
      expect(status).toBe(400);
      expect(body).toMatchObject({ success: false, code: 'VALIDATION' });
      return body.msg as string;
    };
    expect(await refused(EN, enId, { ...EMAIL, points: '  ' })).toBe(
      'Please enter What your reply should say',
    );
    expect(await refused(ZH, zhId, { points: '好的', tone: '友好' })).toBe('请输入收到的邮件');
    expect(await refused(EN, enId, { ...EMAIL, tone: 'Sarcastic' })).toBe(
      'Tone: please choose one of the options offered.',
    );
    expect(await refused(EN, enId, { ...EMAIL, extra: 'x' })).toBe(
      'This form has no field called “extra”.',
    );
    expect(await refused(EN, enId, { ...EMAIL, original: 'x'.repeat(4001) })).toBe(
      'E-mail you received: at most 4000 characters.',
    );
    expect(
      await refused(ZH, zhId, { original: 'x'.repeat(4001), points: '好', tone: '友好' }),
    ).toBe('收到的邮件：最多 4000 个字符。');
    const unknown = await push(user.headers, {
      helperId: '00000000-0000-4000-8000-000000000000',
      values: EMAIL,
      clientKey: key(),
    });
    expect(unknown.status).toBe(404);
    const visitor = await push({}, { helperId: enId, values: EMAIL, clientKey: key() });
    expect(visitor.status).toBe(401);
    expect(world.openai.requests.length).toBe(before);
  });

  it('streams the answer of the filled-in prompt and stores it as a helper conversation', async () => {
    const user = await world.user('answer');
    const helperId = await templateId('email-reply', 'en-US');
    const before = world.openai.requests.length;
    const values = {
      ...EMAIL,
      points: 'Say yes. Quote {{original}} and {{#tone}}x{{/tone}} as typed.',
    };
    const result = await stream(
      world.base,
      '/api/helper/push',
      { ...user.headers, ...EN },
      {
        helperId,
        values,
        clientKey: key(),
      },
    );
    expect(result.status).toBe(200);
    expect(result.events[0]?.type).toBe('start');
    const answer = finalMessage(result);
    expect(answer.status).toBe('done');

    // The model got the template's prompt with the values as typed (no second expansion) and no blank slot.
    const sent = world.openai.requests
      .slice(before)
      .find((r) => r.path.endsWith('/chat/completions'));
    const messages = readMessages((sent!.body as { messages: unknown }).messages);
    expect(messages[0]).toMatchObject({ role: 'system' });
    expect(messages[0]!.text).toContain(HELPER_INSTRUCTIONS['en-US']);
    const prompt = messages.at(-1)!.text;
    expect(prompt).toContain(`"""\n${EMAIL.original}\n"""`);
    expect(prompt).toContain('Quote {{original}} and {{#tone}}x{{/tone}} as typed.');
    expect(prompt).toContain('Tone: Friendly');
    expect(prompt).not.toContain('Sign the reply with this name');
    expect(answer.content).toBe(`You said: ${prompt}`);

    // A free account without a model named gets a free model.
    const start = result.events[0] as { conversationId: string };
    const [stored] = await world.t.database.db
      .select()
      .from(conversations)
      .where(eq(conversations.id, start.conversationId));
    expect(stored).toMatchObject({
      kind: 'helper',
      helperId,
      title: 'E-mail reply',
      model: 'gpt-4o-mini',
      userId: user.id,
    });

    const history = await get(`/api/helper/history?helperId=${helperId}`, user.headers);
    expect(history.body.data).toMatchObject({ total: 1, page: 1, pageSize: 10 });
    expect(history.body.data.list[0]).toMatchObject({
      conversationId: start.conversationId,
      model: 'gpt-4o-mini',
      question: { role: 'user', content: prompt },
      answer: { role: 'assistant', status: 'done', content: answer.content },
    });
    // Another user sees none of it.
    const other = await world.user('other');
    const theirs = await get(`/api/helper/history?helperId=${helperId}`, other.headers);
    expect(theirs.body.data).toMatchObject({ total: 0, list: [] });
  });

  it('refuses a model the free account may not use, before calling it', async () => {
    const user = await world.user('locked');
    const helperId = await templateId('translate', 'en-US');
    const before = world.openai.requests.length;
    const locked = await push(user.headers, {
      helperId,
      values: { text: 'Bonjour', target: 'English' },
      model: 'gpt-4o',
      clientKey: key(),
    });
    expect(locked).toMatchObject({ status: 403, body: { success: false, code: 'MODEL_LOCKED' } });
    expect(world.openai.requests.length).toBe(before);
  });
});

describe('helper seeding', () => {
  it('writes nothing when the templates are current, and updates or removes what changed', async () => {
    const { db } = world.t.database;
    const ids = async () =>
      (await db.select().from(helperTemplates)).map((row) => `${row.id}:${row.title}`).sort();
    const first = await ids();
    expect(await seedHelperTemplates(db)).toEqual({ written: 0, removed: 0 });
    expect(await ids()).toEqual(first);

    // The first renamed in one language, the last no longer shipped (the others keep their place).
    const [head, ...rest] = HELPER_SEEDS;
    const renamed = { ...head!, 'en-US': { ...head!['en-US'], title: 'Reply to an e-mail' } };
    expect(await seedHelperTemplates(db, [renamed, ...rest.slice(0, -1)])).toEqual({
      written: 1,
      removed: 2,
    });
    const [row] = await db
      .select()
      .from(helperTemplates)
      .where(eq(helperTemplates.title, 'Reply to an e-mail'));
    expect(first).toContain(`${row!.id}:E-mail reply`);

    expect(await seedHelperTemplates(db)).toEqual({ written: 3, removed: 0 });
    expect((await ids()).length).toBe(first.length);
  });

  it('compares the templates at start only when what is shipped changed', async () => {
    const { db } = world.t.database;
    // The app's start seeded this build's templates: the same build's next start compares nothing.
    expect(await seedShippedTemplates(db)).toBe('current');

    const [head, ...rest] = HELPER_SEEDS;
    const renamed = { ...head!, 'en-US': { ...head!['en-US'], title: 'Answer an e-mail' } };
    expect(await seedShippedTemplates(db, [renamed, ...rest])).toBe('seeded');
    const titles = (await db.select().from(helperTemplates)).map((row) => row.title);
    expect(titles).toContain('Answer an e-mail');

    expect(await seedShippedTemplates(db)).toBe('seeded');
    expect((await db.select().from(helperTemplates)).map((row) => row.title)).not.toContain(
      'Answer an e-mail',
    );
    expect(await seedShippedTemplates(db)).toBe('current');
  });
});
