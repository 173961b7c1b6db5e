// The console's helper templates against the real app: an admin writes a template in one language and adds the
// other, the prompt's slots and the fields' names are checked with translated refusals, a save from an older
// revision is refused with nothing changed, hiding keeps a template from users (lists, home, opening it) without
// deleting it, featuring and ordering reach users, every change is audited, and the seed at the next start
// leaves what admins wrote, changed or deleted as they left it.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  AdminTemplate,
  AdminTemplateSummary,
} from '../../../../src/shared/api/admin-templates';
import { helperTemplates } from '../../../../src/server/db/schema';
import { seedHelperTemplates } from '../../../../src/server/modules/helper/seed';
import { HELPER_SEEDS } from '../../../../src/server/modules/helper/seeds';
import { api, bearer, createTestApp, signIn, type TestApp } from '../../support/test-app';

let t: TestApp;
let boss: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp({ ADMIN_EMAILS: 'boss@example.com' });
  boss = bearer((await signIn(t, 'boss@example.com', '10.6.0.1')).token);
});
afterAll(() => t.close());

const call = (method: 'GET' | 'POST', url: string, payload?: object, locale = 'en-US') =>
  api(t.app, {
    method,
    url,
    headers: { ...boss, 'x-atrium-locale': locale },
    ...(payload ? { payload } : {}),
  });
const ok = async (method: 'GET' | 'POST', url: string, payload?: object) => {
  const answer = await call(method, url, payload);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body.data;
};
const asUser = (url: string, locale = 'en-US') =>
  api(t.app, { method: 'GET', url, headers: { 'x-atrium-locale': locale } });
const userTitles = async (locale = 'en-US') =>
  ((await asUser('/api/helper/list', locale)).body.data.list as { title: string }[]).map(
    (item) => item.title,
  );
const auditOf = async (id: string) =>
  (await ok('GET', `/api/admin/audit/list?targetKind=template&targetId=${id}`)).list as {
    action: string;
    before: Record<string, unknown> | null;
    after: Record<string, unknown> | null;
    reason: string | null;
  }[];

const english = {
  locale: 'en-US',
  title: 'Thank-you note',
  description: 'A short note of thanks.',
  fields: [
    { name: 'who', label: 'Who to thank', type: 'text', required: true },
    { name: 'tone', label: 'Tone', type: 'select', options: ['Warm', 'Formal'], required: false },
  ],
  prompt: 'Write a thank-you note to {{who}}.\n{{#tone}}Tone: {{tone}}{{/tone}}',
};
const create = (version: object = english) =>
  ok('POST', '/api/admin/templates/save', {
    category: 'life',
    icon: 'gift',
    version,
  }) as Promise<AdminTemplate>;

describe('admin helper templates', () => {
  it('creates a template users see, adds its other language, and refuses a stale save', async () => {
    const made = await create();
    expect(made).toMatchObject({ origin: 'admin', revision: 1, hidden: false, featured: false });
    expect(made.key).toMatch(/^admin-/);
    expect(await userTitles()).toContain('Thank-you note');
    expect(await userTitles('zh-CN')).not.toContain('Thank-you note');

    const both = (await ok('POST', '/api/admin/templates/save', {
      key: made.key,
      revision: 1,
      category: 'life',
      icon: 'gift',
      version: { ...english, locale: 'zh-CN', title: '感谢信' },
    })) as AdminTemplate;
    expect(both.versions.map((version) => version.locale)).toEqual(['en-US', 'zh-CN']);
    expect(both.revision).toBe(2);
    expect(await userTitles('zh-CN')).toContain('感谢信');

    const stale = await call('POST', '/api/admin/templates/save', {
      key: made.key,
      revision: 1,
      category: 'work',
      icon: 'gift',
      version: { ...english, title: 'Overwritten' },
    });
    expect(stale.status).toBe(409);
    expect(stale.body).toMatchObject({ success: false, code: 'CONTENT_STALE' });
    expect(stale.body.msg).toMatch(/saved this after you opened it/);
    const info = (await ok('GET', `/api/admin/templates/info?key=${made.key}`)) as AdminTemplate;
    expect(info).toMatchObject({ revision: 2, category: 'life' });
    expect(info.versions[0]!.title).toBe('Thank-you note');

    const audit = await auditOf(made.key);
    expect(audit.map((entry) => entry.action)).toEqual(['template.save', 'template.save']);
    // Only what the save changed: the language it added.
    const { 'fields zh-CN': fields, ...words } = audit[0]!.after!;
    expect(words).toEqual({
      'title zh-CN': '感谢信',
      'description zh-CN': english.description,
      'prompt zh-CN': english.prompt,
    });
    expect(JSON.parse(fields as string)).toEqual(english.fields);
  });

  it('refuses slots without a field and fields sharing a name, translated', async () => {
    const slot = await call(
      'POST',
      '/api/admin/templates/save',
      { category: 'life', icon: 'gift', version: { ...english, prompt: 'Hi {{whom}}' } },
      'zh-CN',
    );
    expect(slot.status).toBe(400);
    expect(slot.body).toMatchObject({ code: 'VALIDATION', msg: expect.stringContaining('whom') });
    expect(slot.body.msg).toMatch(/提示词/);
    const twice = await call('POST', '/api/admin/templates/save', {
      category: 'life',
      icon: 'gift',
      version: { ...english, fields: [english.fields[0], english.fields[0]] },
    });
    expect(twice.body).toMatchObject({
      code: 'VALIDATION',
      msg: expect.stringMatching(/same name/),
    });
    const choice = await call('POST', '/api/admin/templates/save', {
      category: 'life',
      icon: 'gift',
      version: { ...english, fields: [english.fields[0], { ...english.fields[1], options: [] }] },
    });
    expect(choice.body.msg).toMatch(/at least one choice/);
    const unknown = await call('GET', '/api/admin/templates/info?key=nothing-here');
    expect(unknown.status).toBe(404);
  });

  it('hides a template from users without deleting it, features and orders it', async () => {
    const made = await create({ ...english, title: 'Hide me' });
    const id = made.versions[0]!.id;
    await ok('POST', '/api/admin/templates/feature', { key: made.key, featured: true });
    const home = (await asUser('/api/helper/home')).body.data as { title: string }[];
    expect(home.map((item) => item.title)).toContain('Hide me');

    await ok('POST', '/api/admin/templates/reorder', { keys: [made.key] });
    expect((await userTitles())[0]).toBe('Hide me');

    const noReason = await call('POST', '/api/admin/templates/hide', {
      key: made.key,
      hidden: true,
      note: ' ',
    });
    expect(noReason.body.msg).toMatch(/reason/);
    await ok('POST', '/api/admin/templates/hide', {
      key: made.key,
      hidden: true,
      note: 'Outdated',
    });
    expect(await userTitles()).not.toContain('Hide me');
    expect(
      ((await asUser('/api/helper/home')).body.data as { title: string }[]).map((i) => i.title),
    ).not.toContain('Hide me');
    const opened = await asUser(`/api/helper/info?id=${id}`);
    expect(opened.status).toBe(404);
    expect(opened.body.msg).toMatch(/no longer offered/);
    const listed = (await ok('GET', '/api/admin/templates/list?locale=en-US'))
      .list as AdminTemplateSummary[];
    expect(listed.find((item) => item.key === made.key)).toMatchObject({ hidden: true });

    await ok('POST', '/api/admin/templates/hide', { key: made.key, hidden: false, note: 'Back' });
    expect(await userTitles()).toContain('Hide me');
    const audit = await auditOf(made.key);
    expect(audit[0]).toMatchObject({
      action: 'template.hide',
      before: { hidden: true },
      after: { hidden: false },
      reason: 'Back',
    });
  });

  it('filters the console list by language and category', async () => {
    const life = (await ok('GET', '/api/admin/templates/list?category=life'))
      .list as AdminTemplateSummary[];
    expect(life.length).toBeGreaterThan(0);
    expect(life.every((item) => item.category === 'life')).toBe(true);
    const all = (await ok('GET', '/api/admin/templates/list')).list as AdminTemplateSummary[];
    expect(all.length).toBeGreaterThanOrEqual(HELPER_SEEDS.length);
  });

  it('keeps admins’ edits, creations and deletions through the seed at every start', async () => {
    const { db } = t.database;
    const [first, second] = HELPER_SEEDS;
    const mine = await create({ ...english, title: 'Seed-proof' });
    const edited = (await ok(
      'GET',
      `/api/admin/templates/info?key=${first!.key}`,
    )) as AdminTemplate;
    await ok('POST', '/api/admin/templates/save', {
      key: first!.key,
      revision: edited.revision,
      category: edited.category,
      icon: edited.icon,
      version: {
        ...edited.versions.find((v) => v.locale === 'en-US')!,
        title: 'Edited by an admin',
      },
    });
    const removed = await call('POST', '/api/admin/templates/remove', {
      key: second!.key,
      note: 'Not for us',
    });
    expect(removed.status).toBe(200);
    const removedMine = await create({ ...english, title: 'Short-lived' });
    await ok('POST', '/api/admin/templates/remove', { key: removedMine.key, note: 'Test' });

    // Two starts: the seed writes over nothing of the admins' and brings nothing back.
    await seedHelperTemplates(db);
    expect(await seedHelperTemplates(db)).toEqual({ written: 0, removed: 0 });
    const titles = await userTitles();
    expect(titles).toContain('Edited by an admin');
    expect(titles).toContain('Seed-proof');
    expect(titles).not.toContain(second!['en-US'].title);
    expect(titles).not.toContain('Short-lived');
    const tombstone = await db
      .select()
      .from(helperTemplates)
      .where(eq(helperTemplates.seedKey, second!.key));
    expect(tombstone.every((row) => row.hidden && row.deletedAt)).toBe(true);
    const console = (await ok('GET', '/api/admin/templates/list')).list as AdminTemplateSummary[];
    expect(console.some((item) => item.key === second!.key)).toBe(false);
    expect(console.find((item) => item.key === first!.key)).toMatchObject({ edited: true });
    expect(console.some((item) => item.key === mine.key)).toBe(true);
    expect((await auditOf(second!.key))[0]).toMatchObject({
      action: 'template.remove',
      reason: 'Not for us',
    });
  });
});
