// Choosing an image: the Platform's check (the shared rules, read from the file's own bytes) answers first
// with the rule's message and nothing is sent; a file it passes is uploaded with its purpose and shown with
// its size. Chosen, dropped or pasted alike; several for the photo book, each checked for its face.
import { afterEach, describe, expect, it } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { UploadPurpose } from '@shared/rules/image-limits';
import { platform } from '../../platform';
import { setApiBase } from '../../api/client';
import { json, startLoopback } from '../../test/loopback';
import { toolsService } from '../../api/tools';
import { ImageListPicker, ImagePicker } from './ImagePicker';
import { useImageList, useImageSlot } from './use-image-slot';

const MB = 1024 * 1024;

/** A PNG's signature and header chunk claiming this size, padded to `bytes` (only headers are read). */
function png(width: number, height: number, bytes = 64, name = 'picture.png'): File {
  const data = new Uint8Array(Math.max(bytes, 33));
  data.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
  data.set(new TextEncoder().encode('IHDR'), 12);
  const view = new DataView(data.buffer);
  view.setUint32(16, width);
  view.setUint32(20, height);
  data.set([8, 2, 0, 0, 0], 24);
  return new File([data], name, { type: 'image/png' });
}

let close: (() => Promise<void>) | undefined;
afterEach(async () => {
  await close?.();
  close = undefined;
});

/** The server: uploads answer an id and the file's claimed size; face checks refuse `refuse` ids. */
async function serve(refuse: string[] = []) {
  let uploads = 0;
  const server = await startLoopback((request, body, response) => {
    if (request.url === '/api/upload64') {
      uploads += 1;
      const purpose = (JSON.parse(body) as { purpose: string }).purpose;
      return json(response, 200, {
        success: true,
        data: {
          id: `00000000-0000-4000-8000-00000000000${uploads}`,
          url: `/api/files/${uploads}?exp=1&sig=${purpose}`,
          width: 800,
          height: 600,
          mime: 'image/png',
          bytes: 64,
        },
      });
    }
    if (request.url === '/api/face/detect') {
      const { imageId } = JSON.parse(body) as { imageId: string };
      const bad = refuse.some((id) => imageId.endsWith(id));
      return json(response, 200, {
        success: true,
        data: bad
          ? {
              ok: false,
              faces: 2,
              frontal: true,
              sharp: true,
              code: 'FACE_MANY',
              msg: 'This photo shows more than one face.',
            }
          : { ok: true, faces: 1, frontal: true, sharp: true },
      });
    }
    json(response, 404, { success: false, code: 'NOT_FOUND', msg: 'Not found.' });
  });
  close = server.close;
  setApiBase(server.url);
  platform.setSession({ token: 'access', refreshToken: 'refresh', expiresIn: 900 });
  return server;
}

function One({ purpose }: { purpose: UploadPurpose }) {
  const slot = useImageSlot(purpose);
  return <ImagePicker slot={slot} label="Image" testId="pick" />;
}

const choose = (file: File) =>
  fireEvent.change(screen.getByTestId('pick-input'), { target: { files: [file] } });

describe('ImagePicker', () => {
  it.each<[UploadPurpose, File, string]>([
    [
      'upscaler',
      new File(['just some text'], 'notes.png', { type: 'image/png' }),
      'Only image uploads are allowed.',
    ],
    ['chat', png(640, 480, 3 * MB), 'Please upload an image under 2MB.'],
    ['product', png(800, 800, 11 * MB), 'Please upload an image under 10MB.'],
    ['product', png(3000, 1000), 'The longer side of the image must be at most 2048 pixels.'],
    [
      'upscaler',
      png(2000, 1000),
      'The height or width of the image should be less than 1920 x 1080.',
    ],
    ['styleTemplate', png(800, 800, 6 * MB), 'Please upload an image under 5MB.'],
    [
      'styleTemplate',
      png(500, 700),
      'The style template must be larger than 512x512 and smaller than 1680x1260 pixels.',
    ],
    [
      'styleTemplate',
      png(1700, 1000),
      'The style template must be larger than 512x512 and smaller than 1680x1260 pixels.',
    ],
  ])('for %s, says the rule a file breaks and sends nothing', async (purpose, file, message) => {
    const server = await serve();
    render(<One purpose={purpose} />);
    choose(file);
    expect((await screen.findByTestId('pick-error')).textContent).toBe(message);
    expect(screen.getByTestId('pick').getAttribute('data-status')).toBe('refused');
    expect(server.requests).toHaveLength(0);
  });

  it('uploads a file the rules pass, with its purpose, and shows it with its size', async () => {
    const server = await serve();
    render(<One purpose="upscaler" />);
    choose(png(1920, 1080));
    await waitFor(() =>
      expect(screen.getByTestId('pick').getAttribute('data-status')).toBe('ready'),
    );
    expect(server.requests).toHaveLength(1);
    expect(JSON.parse(server.requests[0]!.body)).toMatchObject({
      purpose: 'upscaler',
      name: 'picture.png',
      data: expect.stringMatching(/^data:image\/png;base64,/),
    });
    expect(screen.getByTestId('pick-size').textContent).toBe('800 × 600 px');
    expect(screen.queryByTestId('pick-error')).toBeNull();

    fireEvent.click(screen.getByTestId('pick-remove'));
    expect(screen.getByTestId('pick').getAttribute('data-status')).toBe('empty');
  });

  it('takes a dropped or pasted file the same way', async () => {
    await serve();
    render(<One purpose="upscaler" />);
    fireEvent.drop(screen.getByTestId('pick-zone'), {
      dataTransfer: { files: [png(4000, 3000)] },
    });
    expect((await screen.findByTestId('pick-error')).textContent).toBe(
      'The height or width of the image should be less than 1920 x 1080.',
    );
    fireEvent.paste(screen.getByTestId('pick-zone'), {
      clipboardData: { files: [png(1000, 800)] },
    });
    await waitFor(() =>
      expect(screen.getByTestId('pick').getAttribute('data-status')).toBe('ready'),
    );
  });

  it('shows the server’s reason when it refuses the upload', async () => {
    const server = await startLoopback((_request, _body, response) =>
      json(response, 400, {
        success: false,
        code: 'UPLOAD_REJECTED',
        msg: 'The image could not be used: it is damaged.',
      }),
    );
    close = server.close;
    setApiBase(server.url);
    platform.setSession({ token: 'access', refreshToken: 'refresh', expiresIn: 900 });
    render(<One purpose="portrait" />);
    choose(png(800, 800));
    expect((await screen.findByTestId('pick-error')).textContent).toBe(
      'The image could not be used: it is damaged.',
    );
  });
});

function Portraits() {
  const list = useImageList('photoBook', {
    max: 5,
    verify: async (image) => {
      const verdict = await toolsService.detectFace(image.id, 'portrait');
      return verdict.ok ? undefined : verdict.msg;
    },
  });
  return (
    <>
      <ImageListPicker list={list} label="Portraits" okText="Face looks good" testId="faces" />
      <output data-testid="ready">{list.ready.length}</output>
    </>
  );
}

describe('ImageListPicker', () => {
  it('checks each portrait’s face and marks it usable or with the reason', async () => {
    await serve(['2']);
    render(<Portraits />);
    fireEvent.change(screen.getByTestId('faces-input'), {
      target: { files: [png(800, 800, 64, 'a.png'), png(800, 800, 64, 'b.png')] },
    });
    await waitFor(() => expect(screen.getByTestId('ready').textContent).toBe('1'));
    await screen.findByTestId('faces-reason');
    const items = screen.getAllByTestId('faces-item');
    expect(items.map((item) => item.getAttribute('data-status'))).toEqual(['ready', 'refused']);
    expect(items[0]!.textContent).toContain('Face looks good');
    expect(items[1]!.textContent).toContain('This photo shows more than one face.');
  });

  it('takes at most five and says so', async () => {
    await serve();
    render(<Portraits />);
    const files = Array.from({ length: 6 }, (_, index) => png(800, 800, 64, `${index}.png`));
    fireEvent.change(screen.getByTestId('faces-input'), { target: { files } });
    expect((await screen.findByTestId('faces-error')).textContent).toBe(
      'Please choose 1 to 5 clear, front-facing, single-person portraits.',
    );
    // Five uploads to a loopback server: a busy machine may take more than waitFor's default second.
    await waitFor(() => expect(screen.getByTestId('ready').textContent).toBe('5'), {
      timeout: 10_000,
    });
    // Full: no more can be added.
    expect(screen.queryByTestId('faces-input')).toBeNull();
  });
});
