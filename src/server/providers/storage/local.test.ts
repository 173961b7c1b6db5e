import { afterAll, describe, expect, it } from 'vitest';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describeFileStorageContract } from './contract';
import { createLocalStorage } from './local';
import { StorageKeyError } from './storage';

const root = mkdtempSync(join(tmpdir(), 'atrium-storage-'));
const storage = createLocalStorage(join(root, 'files'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

describeFileStorageContract('local file storage', () => storage);

describe('local file storage', () => {
  it('leaves no temporary files behind', async () => {
    await storage.put('uploads/user-9/a.png', Buffer.from('first'), 'image/png');
    await storage.put('uploads/user-9/a.png', Buffer.from('replaced'), 'image/png');
    expect(readdirSync(join(root, 'files/uploads/user-9'))).toEqual(['a.png']);
  });

  it('refuses a type its key cannot carry', async () => {
    await expect(storage.put('uploads/b.png', Buffer.from('x'), 'image/jpeg')).rejects.toThrow(
      StorageKeyError,
    );
    expect(await storage.get('uploads/b.png')).toBeUndefined();
  });
});
