import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeS3, type FakeS3 } from '../../../../tests/fakes/s3';
import { BAD_KEYS, describeFileStorageContract } from './contract';
import { createS3Storage, type S3StorageOptions } from './s3';
import { readAll, StorageKeyError, type FileStorage } from './storage';

let fake: FakeS3;
let storage: FileStorage;
const options = (overrides: Partial<S3StorageOptions> = {}): S3StorageOptions => ({
  endpoint: fake.url,
  region: fake.region,
  bucket: 'atrium',
  accessKeyId: fake.accessKeyId,
  secretAccessKey: fake.secretAccessKey,
  forcePathStyle: true,
  ...overrides,
});

beforeAll(async () => {
  fake = await startFakeS3({ buckets: ['atrium'] });
  storage = createS3Storage(options());
});
afterAll(() => fake.close());

describeFileStorageContract('S3 file storage', () => storage);

describe('S3 file storage', () => {
  it('speaks path-style Put, Get and DeleteObject, signed with its access key', async () => {
    const from = fake.requests.length;
    await storage.put('uploads/wire/a.png', Buffer.from('png bytes'), 'image/png');
    expect(fake.objects.get('atrium/uploads/wire/a.png')).toMatchObject({
      contentType: 'image/png',
      bytes: Buffer.from('png bytes'),
    });
    await readAll((await storage.get('uploads/wire/a.png'))!);
    await storage.delete('uploads/wire/a.png');
    expect(fake.objects.has('atrium/uploads/wire/a.png')).toBe(false);

    expect(fake.requests.slice(from)).toMatchObject([
      { method: 'PUT', path: '/atrium/uploads/wire/a.png', status: 200 },
      { method: 'GET', path: '/atrium/uploads/wire/a.png', status: 200 },
      { method: 'DELETE', path: '/atrium/uploads/wire/a.png', status: 204 },
    ]);
    for (const request of fake.requests.slice(from)) {
      expect(request.accessKeyId).toBe(fake.accessKeyId);
    }
  });

  it('answers the content type the bucket keeps, not one guessed from the key', async () => {
    await storage.put('uploads/wire/c.bin', Buffer.from('webp bytes'), 'image/webp');
    const file = await storage.get('uploads/wire/c.bin');
    expect(file).toMatchObject({ mime: 'image/webp', size: 10 });
    expect((await readAll(file!)).toString()).toBe('webp bytes');
  });

  it('refuses bad keys before any request leaves', async () => {
    const from = fake.requests.length;
    for (const key of BAD_KEYS) {
      await expect(storage.put(key, Buffer.from('x'), 'image/png')).rejects.toBeInstanceOf(
        StorageKeyError,
      );
      await expect(storage.get(key)).rejects.toBeInstanceOf(StorageKeyError);
      await expect(storage.delete(key)).rejects.toBeInstanceOf(StorageKeyError);
    }
    expect(fake.requests.length).toBe(from);
  });

  it('keeps every key under its prefix inside the bucket', async () => {
    const tenant = createS3Storage(options({ prefix: '/tenant-a/prod/' }));
    await tenant.put('uploads/p/a.png', Buffer.from('prefixed'), 'image/png');
    expect([...fake.objects.keys()]).toContain('atrium/tenant-a/prod/uploads/p/a.png');
    expect(fake.requests.at(-1)).toMatchObject({ path: '/atrium/tenant-a/prod/uploads/p/a.png' });

    expect((await readAll((await tenant.get('uploads/p/a.png'))!)).toString()).toBe('prefixed');
    expect(await storage.get('uploads/p/a.png')).toBeUndefined();
    expect(await createS3Storage(options({ prefix: 'tenant-a' })).get('uploads/p/a.png')).toBe(
      undefined,
    );

    await tenant.delete('uploads/p/a.png');
    expect(fake.objects.has('atrium/tenant-a/prod/uploads/p/a.png')).toBe(false);
  });

  it('refuses a prefix that is not a plain folder path', () => {
    for (const prefix of ['../other', 'a/../b', 'a b', 'a//b']) {
      expect(() => createS3Storage(options({ prefix }))).toThrow(StorageKeyError);
    }
  });

  it('fails, never answers "no file", when the service refuses it', async () => {
    await storage.put('uploads/auth/a.png', Buffer.from('x'), 'image/png');
    const wrongKey = createS3Storage(options({ accessKeyId: 'AKIAWRONGWRONGWRONG0' }));
    await expect(wrongKey.put('uploads/auth/b.png', Buffer.from('x'), 'image/png')).rejects.toThrow(
      expect.objectContaining({ name: 'InvalidAccessKeyId' }),
    );
    await expect(wrongKey.get('uploads/auth/a.png')).rejects.toThrow(
      expect.objectContaining({ name: 'InvalidAccessKeyId' }),
    );
    await expect(wrongKey.get('uploads/auth/missing.png')).rejects.toThrow(
      expect.objectContaining({ name: 'InvalidAccessKeyId' }),
    );
    expect(fake.requests.at(-1)).toMatchObject({
      accessKeyId: 'AKIAWRONGWRONGWRONG0',
      status: 403,
      error: 'InvalidAccessKeyId',
    });

    const wrongSecret = createS3Storage(options({ secretAccessKey: 'not-the-secret' }));
    await expect(wrongSecret.get('uploads/auth/a.png')).rejects.toThrow(
      expect.objectContaining({ name: 'SignatureDoesNotMatch' }),
    );
    await expect(wrongSecret.delete('uploads/auth/a.png')).rejects.toThrow(
      expect.objectContaining({ name: 'SignatureDoesNotMatch' }),
    );

    const noBucket = createS3Storage(options({ bucket: 'no-such-bucket' }));
    await expect(noBucket.get('uploads/auth/a.png')).rejects.toThrow(
      expect.objectContaining({ name: 'NoSuchBucket' }),
    );
    expect(fake.objects.has('atrium/uploads/auth/b.png')).toBe(false);
    expect(fake.objects.has('atrium/uploads/auth/a.png')).toBe(true);
  });

  it('has a fake that refuses unsigned requests with S3 XML errors', async () => {
    const unsigned = await fetch(`${fake.url}/atrium/uploads/auth/a.png`);
    expect(unsigned.status).toBe(403);
    expect(await unsigned.text()).toMatch(/<Error><Code>AccessDenied<\/Code>/);
  });
});
