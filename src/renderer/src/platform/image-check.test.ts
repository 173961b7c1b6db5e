// The browser's pre-check gives the same answers as the desktop's sharp check for the same files.
import { describe, expect, it } from 'vitest';
import { UPLOAD_PURPOSES } from '@shared/rules/image-limits';
import { checkImage } from '../../../main/image-check';
import { parityImages } from '../../../main/image-check.test-helpers';
import { checkImageInBrowser } from './image-check';

describe('web and desktop image checks agree', () => {
  it('on every tool for formats, sizes, dimensions, a renamed text file and a bomb', async () => {
    const files = await parityImages();
    for (const [name, bytes] of files) {
      for (const tool of UPLOAD_PURPOSES) {
        const desktop = await checkImage({ bytes }, tool);
        const web = await checkImageInBrowser(tool, new Blob([new Uint8Array(bytes)]));
        expect(web, `${name} for ${tool}`).toEqual(desktop);
      }
    }
  });
});
