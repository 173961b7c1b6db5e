// Only plain files are opened: a FIFO, a device, a directory, or a link to one of them, is refused before
// open() could wait or read without end. Real files, real FIFOs (where the system has them).
import { describe, expect, it } from 'vitest';
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { NotARegularFile, openRegularFile, regularFileSize } from './regular-file';
import { checkImage } from './image-check';

const dir = mkdtempSync(join(tmpdir(), 'atrium-files-'));
const hasFifos = process.platform !== 'win32';

function fifo(name: string): string {
  const path = join(dir, name);
  execFileSync('mkfifo', [path]);
  return path;
}

describe('openRegularFile', () => {
  it('opens a plain file and a link to one, reading no more than asked', async () => {
    const path = join(dir, 'plain.bin');
    writeFileSync(path, Buffer.from('0123456789'));
    symlinkSync(path, join(dir, 'link.bin'));
    for (const name of ['plain.bin', 'link.bin']) {
      const file = await openRegularFile(join(dir, name));
      expect(file.size).toBe(10);
      expect((await file.readHead(4)).toString()).toBe('0123');
      expect((await file.readHead(100)).toString()).toBe('0123456789');
      await file.close();
    }
    expect(await regularFileSize(path)).toBe(10);
  });

  it('refuses a directory', async () => {
    const path = join(dir, 'folder.png');
    mkdirSync(path);
    await expect(openRegularFile(path)).rejects.toBeInstanceOf(NotARegularFile);
    expect(await checkImage({ path }, 'chat')).toEqual({ ok: false, message: 'rules.unreadable' });
  });

  it.skipIf(!hasFifos)(
    'refuses a FIFO, and a link to one, without waiting for a writer',
    async () => {
      const pipe = fifo('pipe.png');
      const link = join(dir, 'pipe-link.png');
      symlinkSync(pipe, link);
      for (const path of [pipe, link]) {
        await expect(openRegularFile(path)).rejects.toBeInstanceOf(NotARegularFile);
        expect(await checkImage({ path }, 'chat')).toEqual({
          ok: false,
          message: 'rules.unreadable',
        });
      }
    },
  );

  it.skipIf(!existsSync('/dev/zero'))('refuses a device that never ends', async () => {
    await expect(openRegularFile('/dev/zero')).rejects.toBeInstanceOf(NotARegularFile);
    const link = join(dir, 'zero.png');
    symlinkSync('/dev/zero', link);
    await expect(regularFileSize(link)).rejects.toBeInstanceOf(NotARegularFile);
  });
});
