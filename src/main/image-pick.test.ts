// The image channels' logic with a stand-in for Electron's file dialog and real files: only what main's
// dialog handed out is looked at, never a path from the page, and bytes are capped at the IPC boundary.
import { beforeAll, describe, expect, it } from 'vitest';
import type { OpenDialogOptions } from 'electron';
import sharp from 'sharp';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ipcSchemas } from '@shared/ipc';
import { MAX_IMAGE_BYTES } from '@shared/rules/image-limits';
import { ImageHandles, newImageHandle } from './image-handles';
import { checkImageInput, pickImages, readPickedImage, type PickDeps } from './image-pick';
import { mainMessages } from './messages';

const dir = mkdtempSync(join(tmpdir(), 'atrium-pick-'));
const PAGE = 7;
let png: Buffer;
let pngPath: string;

beforeAll(async () => {
  png = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#a73' } })
    .png()
    .toBuffer();
  pngPath = join(dir, 'holiday.png');
  writeFileSync(pngPath, png);
});

function dialogChoosing(filePaths: string[], canceled = false) {
  const asked: OpenDialogOptions[] = [];
  const deps: PickDeps = {
    handles: new ImageHandles(),
    messages: mainMessages('en-US'),
    showOpenDialog: async (options) => {
      asked.push(options);
      return { canceled, filePaths };
    },
  };
  return { deps, asked };
}

describe('images:pick, images:check and images:read', () => {
  it('accepts a real PNG picked in the dialog, by its handle, and hands its bytes over once', async () => {
    const { deps, asked } = dialogChoosing([pngPath]);
    const [picked, ...rest] = await pickImages(deps, PAGE, { multiple: false });
    expect(rest).toEqual([]);
    expect(picked).toMatchObject({ name: 'holiday.png', size: png.length });
    expect(asked[0]).toMatchObject({ properties: ['openFile'], title: 'Choose images' });
    expect(asked[0]?.filters?.[0]?.extensions).toEqual(expect.arrayContaining(['png', 'jpg']));

    const input = { purpose: 'chat' as const, handle: picked!.handle };
    expect(ipcSchemas.imagesCheck.safeParse(input).success).toBe(true);
    expect(await checkImageInput(deps.handles, PAGE, input)).toEqual({ ok: true });
    const read = await readPickedImage(deps.handles, PAGE, input);
    expect(read.ok && Buffer.from(read.bytes).equals(png)).toBe(true);
    expect(await readPickedImage(deps.handles, PAGE, input)).toEqual({
      ok: false,
      message: 'rules.pickAgain',
    });
  });

  it('refuses a handle it never gave, or gave to another page', async () => {
    const { deps } = dialogChoosing([pngPath]);
    const [picked] = await pickImages(deps, PAGE, { multiple: true });
    const refusal = { ok: false, message: 'rules.pickAgain' };
    const unknown = { purpose: 'chat' as const, handle: newImageHandle() };
    expect(await checkImageInput(deps.handles, PAGE, unknown)).toEqual(refusal);
    expect(await readPickedImage(deps.handles, PAGE, unknown)).toEqual(refusal);
    const theirs = { purpose: 'chat' as const, handle: picked!.handle };
    expect(await checkImageInput(deps.handles, PAGE + 1, theirs)).toEqual(refusal);
  });

  it('hands out nothing when the dialog is canceled, and only the first file of one-file picks', async () => {
    expect(
      await pickImages(dialogChoosing([pngPath], true).deps, PAGE, { multiple: true }),
    ).toEqual([]);
    const { deps, asked } = dialogChoosing([pngPath, pngPath]);
    expect(await pickImages(deps, PAGE, { multiple: false })).toHaveLength(1);
    expect(await pickImages(deps, PAGE, { multiple: true })).toHaveLength(2);
    expect(asked[1]?.properties).toEqual(['openFile', 'multiSelections']);
  });

  it.skipIf(process.platform === 'win32')(
    'never hands out a FIFO, and refuses a picked file that became one',
    async () => {
      const fifo = join(dir, 'pipe.png');
      execFileSync('mkfifo', [fifo]);
      const picked = await pickImages(dialogChoosing([fifo]).deps, PAGE, { multiple: false });
      expect(picked).toEqual([]);

      const swapped = join(dir, 'swapped.png');
      writeFileSync(swapped, png);
      const { deps } = dialogChoosing([swapped]);
      const [handled] = await pickImages(deps, PAGE, { multiple: false });
      rmSync(swapped);
      execFileSync('mkfifo', [swapped]);
      const input = { purpose: 'chat' as const, handle: handled!.handle };
      const unreadable = { ok: false, message: 'rules.unreadable' };
      expect(await checkImageInput(deps.handles, PAGE, input)).toEqual(unreadable);
      expect(await readPickedImage(deps.handles, PAGE, input)).toEqual(unreadable);
    },
  );

  it('gives no bytes of a picked file larger than its purpose takes', async () => {
    const large = join(dir, 'large.png');
    writeFileSync(large, Buffer.concat([png, Buffer.alloc(2 * 1024 * 1024)]));
    const { deps } = dialogChoosing([large]);
    const [picked] = await pickImages(deps, PAGE, { multiple: false });
    const input = { purpose: 'chat' as const, handle: picked!.handle };
    expect(await checkImageInput(deps.handles, PAGE, input)).toMatchObject({
      message: 'rules.tooLarge',
    });
    expect(await readPickedImage(deps.handles, PAGE, input)).toMatchObject({
      ok: false,
      message: 'rules.tooLarge',
    });
  });
});

describe('the image channels’ schemas', () => {
  it('refuse a path, alone or beside a handle or bytes', () => {
    const handle = newImageHandle();
    for (const input of [
      { purpose: 'chat', path: pngPath },
      { purpose: 'chat', handle, path: pngPath },
      { purpose: 'chat', bytes: new Uint8Array(3), path: pngPath },
      { tool: 'chat', path: pngPath },
    ])
      expect(ipcSchemas.imagesCheck.safeParse(input).success, JSON.stringify(input)).toBe(false);
    expect(ipcSchemas.imagesRead.safeParse({ purpose: 'chat', handle: pngPath }).success).toBe(
      false,
    );
  });

  it('refuse bytes over the largest upload limit, and take them up to it', async () => {
    const over = { purpose: 'product', bytes: new Uint8Array(MAX_IMAGE_BYTES + 1) };
    expect(ipcSchemas.imagesCheck.safeParse(over).success).toBe(false);
    const { deps } = dialogChoosing([]);
    const atCap = { purpose: 'product' as const, bytes: new Uint8Array(MAX_IMAGE_BYTES) };
    expect(ipcSchemas.imagesCheck.safeParse(atCap).success).toBe(true);
    // At the cap is still too large for every purpose (files must be smaller): refused by size, unread.
    expect(await checkImageInput(deps.handles, PAGE, atCap)).toMatchObject({
      message: 'rules.tooLarge',
    });
  });

  it('take a real picked image by handle, or bytes, for a known purpose only', () => {
    const handle = newImageHandle();
    expect(ipcSchemas.imagesCheck.safeParse({ purpose: 'chat', handle }).success).toBe(true);
    expect(ipcSchemas.imagesCheck.safeParse({ purpose: 'chat', bytes: png }).success).toBe(true);
    expect(ipcSchemas.imagesCheck.safeParse({ purpose: 'anything', handle }).success).toBe(false);
    expect(ipcSchemas.imagesPick.safeParse({ multiple: true }).success).toBe(true);
    expect(ipcSchemas.imagesPick.safeParse({ multiple: true, defaultPath: '/' }).success).toBe(
      false,
    );
  });
});
