import { afterAll, describe, expect, it } from 'vitest';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createLocalStorage } from './local';
import { readAll, StorageKeyError } from './storage';

const root = mkdtempSync(join(tmpdir(), 'atrium-storage-'));
const storage = createLocalStorage(join(root, 'files'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('local file storage', () => {
  it('puts, gets and deletes a file, leaving no temporary files behind', async () => {
    const bytes = Buffer.from('not really a png, but bytes');
    await storage.put('uploads/user-1/a.png', bytes, 'image/png');
    const file = await storage.get('uploads/user-1/a.png');
    expect(file).toMatchObject({ mime: 'image/png', size: bytes.length });
    expect(await readAll(file!)).toEqual(bytes);
    expect(readdirSync(join(root, 'files/uploads/user-1'))).toEqual(['a.png']);

    await storage.put('uploads/user-1/a.png', Buffer.from('replaced'), 'image/png');
    expect((await readAll((await storage.get('uploads/user-1/a.png'))!)).toString()).toBe(
      'replaced',
    );

    await storage.delete('uploads/user-1/a.png');
    expect(await storage.get('uploads/user-1/a.png')).toBeUndefined();
    await expect(storage.delete('uploads/user-1/a.png')).resolves.toBeUndefined();
  });

  it.each([
    '../escape.png',
    'uploads/../../escape.png',
    'uploads/./a.png',
    '/etc/passwd',
    'uploads//a.png',
    'uploads/.hidden.png',
    'uploads\\..\\a.png',
    '',
    'uploads/..',
  ])('refuses the key %j before touching the disk', async (key) => {
    await expect(storage.put(key, Buffer.from('x'), 'image/png')).rejects.toBeInstanceOf(
      StorageKeyError,
    );
    await expect(storage.get(key)).rejects.toBeInstanceOf(StorageKeyError);
    await expect(storage.delete(key)).rejects.toBeInstanceOf(StorageKeyError);
  });

  it('refuses a type its key cannot carry', async () => {
    await expect(storage.put('uploads/b.png', Buffer.from('x'), 'image/jpeg')).rejects.toThrow(
      StorageKeyError,
    );
    expect(await storage.get('uploads/b.png')).toBeUndefined();
  });
});
