// Uploads as a client meets them: real images accepted, cleaned (EXIF with GPS gone, turned upright) and shown
// through signed addresses only; every rule refused with its own message in both languages, the same verdicts
// as the desktop's check; pixel bombs refused from the header; owners kept apart; a per-user rate limit.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { HEADERS } from '@shared/api/http';
import type { UploadPurpose } from '@shared/rules/image-limits';
import { uploads } from '../../../../src/server/db/schema';
import { translate } from '../../../../src/server/i18n';
import { ownedUploads, readUpload } from '../../../../src/server/files/repo';
import { signedFileUrl } from '../../../../src/server/files/signed-url';
import { checkImage } from '../../../../src/main/image-check';
import { parityImages, pngBomb } from '../../../../src/main/image-check.test-helpers';
import { api, bearer, createTestApp, signIn, type TestApp } from '../../support/test-app';

const MB = 1024 * 1024;

let t: TestApp;
interface User {
  id: string;
  headers: Record<string, string>;
}
let alice: User;
let bob: User;

async function user(email: string, ip: string): Promise<User> {
  const headers = bearer((await signIn(t, email, ip)).token);
  const me = await api(t.app, { method: 'GET', url: '/api/user', headers });
  return { id: me.body.data.id as string, headers };
}

beforeAll(async () => {
  t = await createTestApp();
  alice = await user('alice@example.com', '10.5.0.1');
  bob = await user('bob@example.com', '10.5.0.2');
});
afterAll(() => t.close());

const base64 = (bytes: Buffer) => bytes.toString('base64');
const dataUrl = (bytes: Buffer, type = 'image/png') => `data:${type};base64,${base64(bytes)}`;
const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#2a6' } })
    .png({ compressionLevel: 1 })
    .toBuffer();
const padTo = (image: Buffer, bytes: number) =>
  Buffer.concat([image, Buffer.alloc(Math.max(0, bytes - image.length))]);

function upload(
  who: { headers: Record<string, string> },
  purpose: string,
  data: string,
  locale = 'en-US',
) {
  return api(t.app, {
    method: 'POST',
    url: '/api/upload64',
    headers: { ...who.headers, [HEADERS.locale]: locale },
    payload: { purpose, data, name: 'picture.png' },
  });
}

const fetchFile = (url: string) => t.app.inject({ method: 'GET', url });

describe('POST /api/upload64', () => {
  it('stores a real PNG and serves it back through its signed address', async () => {
    const image = await png(64, 48);
    const sent = await upload(alice, 'chat', dataUrl(image));
    expect(sent.status).toBe(200);
    const data = sent.body.data;
    expect(data).toMatchObject({ width: 64, height: 48, mime: 'image/png' });
    expect(data.url).toMatch(new RegExp(`^/api/files/${data.id}\\?exp=\\d+&sig=[\\w-]{43}$`));

    const [row] = await t.database.db.select().from(uploads).where(eq(uploads.id, data.id));
    expect(row).toMatchObject({ userId: alice.id, purpose: 'chat', bytes: data.bytes });
    expect(row!.storageKey).toBe(`uploads/${alice.id}/${data.id}.png`);
    expect(existsSync(join(t.config.dataDir, 'files', row!.storageKey))).toBe(true);

    const file = await fetchFile(data.url);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/png');
    expect(file.headers['x-content-type-options']).toBe('nosniff');
    expect(file.headers['content-security-policy']).toBe("default-src 'none'");
    const maxAge = Number(
      /^private, max-age=(\d+)$/.exec(String(file.headers['cache-control']))?.[1],
    );
    expect(maxAge).toBeGreaterThanOrEqual(3600);
    expect(maxAge).toBeLessThanOrEqual(3600 + 900);
    expect(file.rawPayload.length).toBe(data.bytes);
    expect(createHash('sha256').update(file.rawPayload).digest('hex')).toBe(row!.sha256);
    expect((await sharp(file.rawPayload).metadata()).width).toBe(64);
  });

  it('takes plain base64 and JPEG too; the same image keeps its address for a while', async () => {
    const jpeg = await sharp({ create: { width: 30, height: 20, channels: 3, background: '#fff' } })
      .jpeg()
      .toBuffer();
    // Addresses change every quarter of their life (15 minutes): start the minute just after a change.
    // That can be up to 16 minutes on, past the sessions' access tokens: put the clock back afterwards.
    const before = t.clock.now;
    t.clock.now = new Date(Math.ceil(Date.now() / 900_000) * 900_000 + 1_000);
    try {
      const sent = await upload(alice, 'product', base64(jpeg));
      expect(sent.body.data).toMatchObject({ mime: 'image/jpeg', width: 30, height: 20 });
      expect(signedFileUrl(t.app.deps, sent.body.data.id)).toBe(sent.body.data.url);
      t.clock.advance(60_000);
      expect(signedFileUrl(t.app.deps, sent.body.data.id)).toBe(sent.body.data.url);
    } finally {
      t.clock.now = before;
    }
  });

  it('removes EXIF (GPS included) and turns the image upright', async () => {
    const photo = await sharp({
      create: { width: 40, height: 20, channels: 3, background: '#c33' },
    })
      .jpeg()
      .withExif({
        IFD0: { Make: 'Atrium Test Camera' },
        IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '51/1 30/1 0/1', GPSLongitudeRef: 'W' },
      })
      .withMetadata({ orientation: 6 })
      .toBuffer();
    const before = await sharp(photo).metadata();
    expect(before.exif?.includes(Buffer.from([0x25, 0x88]))).toBe(true); // the GPS IFD pointer
    expect(photo.includes('Atrium Test Camera')).toBe(true);

    const sent = await upload(alice, 'chat', dataUrl(photo, 'image/jpeg'));
    expect(sent.body.data).toMatchObject({ width: 20, height: 40, mime: 'image/jpeg' });
    const stored = (await fetchFile(sent.body.data.url)).rawPayload;
    const after = await sharp(stored).metadata();
    expect(after.exif).toBeUndefined();
    expect(after.orientation).toBeUndefined();
    expect([after.width, after.height]).toEqual([20, 40]);
    expect(stored.includes('Atrium Test Camera')).toBe(false);
  });

  it('keeps the body limit above the largest image a tool takes', async () => {
    const big = padTo(await png(2000, 1500), 10 * MB - 1);
    const sent = await upload(alice, 'product', dataUrl(big));
    expect(sent.status).toBe(200);
    const tooBig = await upload(alice, 'product', 'A'.repeat(16 * MB));
    expect(tooBig.status).toBe(413);
    expect(tooBig.body.code).toBe('PAYLOAD_TOO_LARGE');
  });
});

describe('refusals', () => {
  // A user of their own: the per-user rate limit counts every upload.
  let erin: User;
  beforeAll(async () => {
    erin = await user('erin@example.com', '10.5.0.4');
  });

  const cases: Array<[string, UploadPurpose, () => Promise<Buffer>, string, string]> = [
    [
      'a text file renamed .png',
      'chat',
      async () => Buffer.from('these are words, not pixels'),
      'Only image uploads are allowed.',
      '只能上传图片。',
    ],
    [
      'a truncated PNG (a good header, half the pixels)',
      'chat',
      async () => {
        const noise = { type: 'gaussian' as const, mean: 128, sigma: 30 };
        const whole = await sharp({
          create: { width: 300, height: 300, channels: 3, noise, background: '#000' },
        })
          .png()
          .toBuffer();
        return whole.subarray(0, whole.length / 2);
      },
      'This file could not be read.',
      '无法读取此文件。',
    ],
    [
      'a chat image of 2 MB',
      'chat',
      async () => padTo(await png(64, 64), 2 * MB),
      'Please upload an image under 2MB.',
      '请上传小于 2MB 的图片。',
    ],
    [
      'an upscaler image over 1920 x 1080',
      'upscaler',
      () => png(1921, 1080),
      'The height or width of the image should be less than 1920 x 1080.',
      '图片的宽或高应小于 1920 x 1080。',
    ],
    [
      'a 14000x14000 PNG bomb',
      'product',
      async () => pngBomb(14000, 14000),
      'This image is too large: at most 50 megapixels.',
      '图片过大：最多 50 百万像素。',
    ],
  ];

  it.each(cases)('refuses %s with the rule’s message', async (_name, tool, make, en, zh) => {
    const bytes = await make();
    const started = performance.now();
    const english = await upload(erin, tool, dataUrl(bytes));
    expect(performance.now() - started).toBeLessThan(2000);
    expect(english.status).toBe(400);
    expect(english.body).toEqual({ success: false, code: 'UPLOAD_REJECTED', msg: en });
    const chinese = await upload(erin, tool, dataUrl(bytes), 'zh-CN');
    expect(chinese.body).toEqual({ success: false, code: 'UPLOAD_REJECTED', msg: zh });
  });

  it.each([
    ['not base64', 'this is not base64!'],
    ['base64 without its padding', 'iVBORw0KGgo'],
    ['a data URL that is not base64', 'data:image/png,%89PNG'],
    ['an empty data URL', 'data:image/png;base64,'],
  ])('refuses %s as unreadable', async (_name, data) => {
    const sent = await upload(erin, 'chat', data);
    expect(sent.status).toBe(400);
    expect(sent.body).toEqual({
      success: false,
      code: 'UPLOAD_REJECTED',
      msg: 'This file could not be read.',
    });
    const chinese = await upload(erin, 'chat', data, 'zh-CN');
    expect(chinese.body.msg).toBe('无法读取此文件。');
  });

  it('refuses an unknown purpose and a caller who is not signed in', async () => {
    const image = base64(await png(8, 8));
    expect((await upload(erin, 'wallpaper', image)).body.code).toBe('VALIDATION');
    expect((await upload({ headers: {} }, 'chat', image)).status).toBe(401);
  });

  it('judges every file as the desktop does, with the same message', async () => {
    const dora = await user('dora@example.com', '10.5.0.5');
    for (const [name, bytes] of await parityImages()) {
      for (const tool of ['chat', 'product', 'styleTemplate', 'upscaler'] as const) {
        const desktop = await checkImage({ bytes }, tool);
        const server = await upload(dora, tool, dataUrl(bytes));
        const said = desktop.ok ? 200 : translate('en-US', desktop.message, desktop.params);
        expect({ name, tool, said: server.body.success ? server.status : server.body.msg }).toEqual(
          {
            name,
            tool,
            said,
          },
        );
      }
    }
  });
});

describe('signed addresses and owners', () => {
  let id: string;
  let url: string;
  beforeAll(async () => {
    const sent = await upload(alice, 'chat', dataUrl(await png(16, 16)));
    ({ id, url } = sent.body.data);
  });

  it('refuses a wrong signature, another id, a changed expiry and an expired address alike', async () => {
    const wrongSig = url.replace(/sig=(.)/, (_all, first) => `sig=${first === 'A' ? 'B' : 'A'}`);
    const exp = Number(/exp=(\d+)/.exec(url)![1]);
    const tries = [
      wrongSig,
      url.replace(id, '00000000-0000-4000-8000-000000000000'),
      url.replace(`exp=${exp}`, `exp=${exp + 3600}`),
      `/api/files/${id}`,
      `/api/files/${id}?exp=${exp}&sig=short`,
      '/api/files/not-a-uuid?exp=1&sig=' + 'A'.repeat(43),
    ];
    for (const attempt of tries) {
      const answer = await fetchFile(attempt);
      expect({ attempt, status: answer.statusCode }).toEqual({ attempt, status: 404 });
      expect(answer.json()).toMatchObject({ success: false, code: 'NOT_FOUND' });
    }
    expect((await fetchFile(url)).statusCode).toBe(200);
    const now = t.clock.now;
    t.clock.advance(2 * 3600 * 1000);
    const expired = await fetchFile(url);
    expect(expired.statusCode).toBe(404);
    expect(expired.json()).toMatchObject({ code: 'NOT_FOUND' });
    // A fresh address works again.
    expect((await fetchFile(signedFileUrl(t.app.deps, id))).statusCode).toBe(200);
    t.clock.now = now; // the sessions of the next tests would have expired too
  });

  it('gives a user only their own uploads', async () => {
    const deps = t.app.deps;
    const second = (await upload(alice, 'chat', base64(await png(9, 9)))).body.data.id as string;
    const rows = await ownedUploads(deps, alice.id, [second, id]);
    expect(rows.map((row) => row.id)).toEqual([second, id]);
    const read = await readUpload(deps, rows[1]!);
    expect(read.mime).toBe('image/png');
    expect((await sharp(read.bytes).metadata()).width).toBe(16);

    await expect(ownedUploads(deps, bob.id, [id])).rejects.toMatchObject({ code: 'NOT_FOUND' });
    await expect(ownedUploads(deps, alice.id, [id, 'not-a-uuid'])).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
    await expect(
      ownedUploads(deps, alice.id, [id, '00000000-0000-4000-8000-000000000000']),
    ).rejects.toMatchObject({ code: 'NOT_FOUND' });
    expect(await ownedUploads(deps, alice.id, [])).toEqual([]);
  });
});

describe('rate limit', () => {
  it('holds each user to 60 uploads a minute, whatever their address', async () => {
    const carol = await user('carol@example.com', '10.5.0.3');
    const send = (who: User, ip: string) =>
      api(t.app, {
        method: 'POST',
        url: '/api/upload64',
        headers: who.headers,
        payload: { purpose: 'chat', data: 'bad' },
        remoteAddress: ip,
      });
    for (let i = 0; i < 60; i++) expect((await send(carol, `10.6.0.${i % 3}`)).status).toBe(400);
    const limited = await send(carol, '10.6.1.1');
    expect(limited.status).toBe(429);
    expect(limited.body.code).toBe('RATE_LIMITED');
    expect((await send(bob, '10.6.0.1')).status).toBe(400);
  });
});
