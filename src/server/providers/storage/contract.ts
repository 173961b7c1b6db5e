// What every FileStorage promises (storage.ts), as test cases that each implementation's test file runs:
// `describeFileStorageContract('local file storage', () => storage)`. Keys carry an extension that says their
// type, since the folder storage keeps the type only there.
import { randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { readAll, StorageKeyError, type FileStorage } from './storage';

/** Keys that no storage may use: each would lead outside its root or is not a plain relative path. */
export const BAD_KEYS = [
  '../escape.png',
  'uploads/../../escape.png',
  'uploads/./a.png',
  '/etc/passwd',
  'uploads//a.png',
  'uploads/.hidden.png',
  'uploads\\..\\a.png',
  '',
  'uploads/..',
  'uploads/a.png/',
  'uploads/a b.png',
  `uploads/${'a'.repeat(520)}.png`,
];

/** `storage` is called inside each case, so it may be created in a beforeAll. */
export function describeFileStorageContract(name: string, storage: () => FileStorage): void {
  describe(`${name}: the FileStorage contract`, () => {
    it('gives back the bytes, type and size it was given, as a stream', async () => {
      const bytes = Buffer.from(Array.from({ length: 256 }, (_, i) => i));
      await storage().put('uploads/user-1/a.png', bytes, 'image/png');
      await storage().put('uploads/user-1/b.json', Buffer.from('{"b":1}'), 'application/json');

      const file = await storage().get('uploads/user-1/a.png');
      expect(file).toMatchObject({ mime: 'image/png', size: bytes.length });
      expect(file!.stream).toBeInstanceOf(Readable);
      expect(await readAll(file!)).toEqual(bytes);

      const other = await storage().get('uploads/user-1/b.json');
      expect(other).toMatchObject({ mime: 'application/json', size: 7 });
      expect((await readAll(other!)).toString()).toBe('{"b":1}');
    });

    it('replaces what was stored under a key', async () => {
      await storage().put(
        'uploads/user-2/a.png',
        Buffer.from('the first, longer version'),
        'image/png',
      );
      await storage().put('uploads/user-2/a.png', Buffer.from('replaced'), 'image/png');
      const file = await storage().get('uploads/user-2/a.png');
      expect(file).toMatchObject({ mime: 'image/png', size: 8 });
      expect((await readAll(file!)).toString()).toBe('replaced');
    });

    it('answers undefined for a key with nothing stored under it', async () => {
      expect(await storage().get('uploads/nobody/missing.png')).toBeUndefined();
      await storage().put('uploads/user-3/here.png', Buffer.from('x'), 'image/png');
      expect(await storage().get('uploads/user-3/missing.png')).toBeUndefined();
      // A key that names a folder of others is nothing stored either.
      expect(await storage().get('uploads/user-3')).toBeUndefined();
    });

    it('deletes a file, and deleting nothing is fine', async () => {
      await storage().put('uploads/user-4/a.png', Buffer.from('x'), 'image/png');
      await storage().put('uploads/user-4/b.png', Buffer.from('y'), 'image/png');
      await storage().delete('uploads/user-4/a.png');
      expect(await storage().get('uploads/user-4/a.png')).toBeUndefined();
      await expect(storage().delete('uploads/user-4/a.png')).resolves.toBeUndefined();
      await expect(storage().delete('uploads/never/was.png')).resolves.toBeUndefined();
      expect((await readAll((await storage().get('uploads/user-4/b.png'))!)).toString()).toBe('y');
    });

    it('keeps an empty file and a file of a few megabytes whole', async () => {
      await storage().put('uploads/user-5/empty.bin', Buffer.alloc(0), 'application/octet-stream');
      const empty = await storage().get('uploads/user-5/empty.bin');
      expect(empty).toMatchObject({ mime: 'application/octet-stream', size: 0 });
      expect((await readAll(empty!)).length).toBe(0);

      const big = randomBytes(3 * 1024 * 1024 + 17);
      await storage().put('uploads/user-5/big.png', big, 'image/png');
      const file = await storage().get('uploads/user-5/big.png');
      expect(file).toMatchObject({ mime: 'image/png', size: big.length });
      expect((await readAll(file!)).equals(big)).toBe(true);
    });

    it.each(BAD_KEYS)('refuses the key %j for put, get and delete', async (key) => {
      await expect(storage().put(key, Buffer.from('x'), 'image/png')).rejects.toBeInstanceOf(
        StorageKeyError,
      );
      await expect(storage().get(key)).rejects.toBeInstanceOf(StorageKeyError);
      await expect(storage().delete(key)).rejects.toBeInstanceOf(StorageKeyError);
    });
  });
}
