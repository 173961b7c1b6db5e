// The browser's pre-check gives the same answers as the desktop's sharp check for the same files.
import { describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { IMAGE_TOOLS } from '@shared/rules/image-limits';
import { checkImage } from '../../../main/image-check';
import { pngBomb } from '../../../main/image-check.test-helpers';
import { checkImageInBrowser } from './image-check';

const MB = 1024 * 1024;
const make = (width: number, height: number, format: 'png' | 'jpeg' | 'webp' | 'gif') =>
  sharp({ create: { width, height, channels: 3, background: '#48c' } })
    .toFormat(format)
    .toBuffer();
const pad = (image: Buffer, bytes: number) =>
  Buffer.concat([image, Buffer.alloc(Math.max(0, bytes - image.length))]);

describe('web and desktop image checks agree', () => {
  it('on every tool for formats, sizes, dimensions, a renamed text file and a bomb', async () => {
    const files: Array<[string, Buffer]> = [
      ['png 64', await make(64, 64, 'png')],
      ['jpeg 2048x300', await make(2048, 300, 'jpeg')],
      ['jpeg 2049x300', await make(2049, 300, 'jpeg')],
      ['webp 1920x1080', await make(1920, 1080, 'webp')],
      ['webp 1921x1080', await make(1921, 1080, 'webp')],
      ['gif 513x513', await make(513, 513, 'gif')],
      ['png 1680x1259', await make(1680, 1259, 'png')],
      ['png 2MB', pad(await make(64, 64, 'png'), 2 * MB)],
      ['png 2MB-1', pad(await make(64, 64, 'png'), 2 * MB - 1)],
      ['text', Buffer.from('just some words, not pixels')],
      ['bomb', pngBomb(14000, 14000)],
    ];
    for (const [name, bytes] of files) {
      for (const tool of IMAGE_TOOLS) {
        const desktop = await checkImage({ bytes }, tool);
        const web = await checkImageInBrowser(tool, new Blob([new Uint8Array(bytes)]));
        expect(web, `${name} for ${tool}`).toEqual(desktop);
      }
    }
  });
});
