// /imagine against a loopback server: locked and unavailable models, the prompt's messages, a Chinese
// prompt translated on Generate and undone, and a Midjourney grid whose U2 button makes a follow-up shown
// with the line it came from.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderInApp } from '../../test/render';
import { MemoryRouter } from 'react-router-dom';
import type { ImageModelInfo } from '@shared/tools/imagine';
import type { TaskButton, TaskView } from '@shared/api/tasks';
import { platform } from '../../platform';
import { setApiBase } from '../../api/client';
import { json, startLoopback } from '../../test/loopback';
import { useUserStore } from '../../stores/user';
import ImaginePage from './index';

const GRID = '00000000-0000-4000-8000-0000000000c1';
const UPSCALED = '00000000-0000-4000-8000-0000000000c2';
const hash = 'a1b2';

const model = (over: Partial<ImageModelInfo>): ImageModelInfo => ({
  id: 'sdxl',
  label: 'Stable Diffusion XL',
  provider: 'replicate',
  modes: ['text', 'image'],
  sizes: ['1:1', '3:2', '2:3'],
  styles: ['low', 'medium', 'high', 'higher'],
  qualities: [],
  negativePrompt: true,
  imageWeight: true,
  maxCount: 4,
  followUps: false,
  free: true,
  locked: false,
  available: true,
  price: 100,
  ...over,
});

const MODELS: ImageModelInfo[] = [
  model({
    id: 'midjourney',
    label: 'Midjourney',
    provider: 'midjourney',
    maxCount: 1,
    followUps: true,
    free: false,
    price: 1000,
  }),
  model({
    id: 'dall-e-3',
    label: 'DALL-E 3',
    provider: 'openai-images',
    modes: ['text'],
    styles: ['vivid', 'natural'],
    qualities: ['standard', 'hd'],
    negativePrompt: false,
    free: false,
    available: false,
    reason: 'No OpenAI key is set on this server.',
    price: 1600,
  }),
  model({}),
];

const button = (customId: string, label: string, action: string, emoji = ''): TaskButton => ({
  customId,
  label,
  action,
  emoji,
});

function task(id: string, over: Partial<TaskView> = {}): TaskView {
  return {
    id,
    kind: 'imagine',
    model: 'midjourney',
    action: 'generate',
    status: 'succeeded',
    progress: 100,
    prompt: 'a cat on the moon',
    params: {},
    inputs: [],
    images: [
      {
        id: `${id}-img`,
        url: '/api/files/x',
        thumbUrl: '/api/files/x?v=thumb',
        width: 64,
        height: 64,
      },
    ],
    buttons: [],
    credits: { held: 0, charged: 1000 },
    attempt: 1,
    createdAt: '2026-01-01T00:00:00.000Z',
    finishedAt: '2026-01-01T00:00:30.000Z',
    startedAt: '2026-01-01T00:00:01.000Z',
    ...over,
  };
}

const gridButtons = [1, 2, 3, 4].flatMap((n) => [
  button(`MJ::JOB::upsample::${n}::${hash}`, `U${n}`, 'upscale'),
  button(`MJ::JOB::variation::${n}::${hash}`, `V${n}`, 'variation'),
]);
gridButtons.push(button(`MJ::JOB::reroll::0::${hash}::SOLO`, '', 'reroll', '🔄'));

let close: (() => Promise<void>) | undefined;
let models: ImageModelInfo[] = MODELS;
beforeEach(() => {
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
  models = MODELS;
});
afterEach(async () => {
  vi.restoreAllMocks();
  await close?.();
  close = undefined;
  useUserStore.setState({ user: undefined, status: 'idle' });
});

async function serve() {
  const server = await startLoopback((request, body, response) => {
    const path = request.url?.split('?')[0];
    const ok = (data: unknown) => json(response, 200, { success: true, data });
    switch (path) {
      case '/api/user/imagine':
        return ok({ models, tools: [] });
      case '/api/imagine/list':
        return ok({ list: [], total: 0, page: 1, pageSize: 10 });
      case '/api/imagine/translate':
        return ok({ text: 'a cat on the moon', translated: true });
      case '/api/price/quote':
        return ok({ credits: 400, locked: false, affordable: true });
      case '/api/imagine/post':
        return ok(task(GRID, { buttons: gridButtons, prompt: JSON.parse(body).prompt }));
      case '/api/imagine/image': {
        const { customId } = JSON.parse(body) as { customId: string };
        return ok(
          task(UPSCALED, {
            action: 'upscale',
            parentId: GRID,
            params: { customId, label: 'U2' },
            buttons: [
              button(
                `MJ::JOB::high_variation::1::${hash}::SOLO`,
                'Vary (Strong)',
                'highVariation',
                '🪄',
              ),
              button(
                `MJ::JOB::low_variation::1::${hash}::SOLO`,
                'Vary (Subtle)',
                'lowVariation',
                '🪄',
              ),
              button(`MJ::Outpaint::50::1::${hash}::SOLO`, 'Zoom Out 2x', 'zoomOut2x', '🔍'),
              button(`MJ::Outpaint::75::1::${hash}::SOLO`, 'Zoom Out 1.5x', 'zoomOut1_5x', '🔍'),
              button(`MJ::Inpaint::1::${hash}::SOLO`, 'Vary (Region)', 'varyRegion', '🖌️'),
            ],
          }),
        );
      }
      default:
        return json(response, 404, { success: false, code: 'NOT_FOUND', msg: 'Not found.' });
    }
  });
  close = server.close;
  setApiBase(server.url);
  platform.setSession({ token: 'access', refreshToken: 'refresh', expiresIn: 900 });
  useUserStore.setState({
    status: 'loaded',
    user: { id: `u-${Math.random()}`, email: 'a@b.co', name: 'A' } as never,
  });
  return server;
}

const show = () =>
  renderInApp(
    <MemoryRouter>
      <ImaginePage />
    </MemoryRouter>,
  );

const bodies = (server: Awaited<ReturnType<typeof serve>>, path: string) =>
  server.requests
    .filter((request) => request.url?.startsWith(path))
    .map((request) => JSON.parse(request.body));

describe('the /imagine page', () => {
  it('greys out a model this server cannot run, with the reason', async () => {
    await serve();
    show();
    const options = await screen.findAllByTestId('imagine-model-option');
    const byId = (id: string) => options.find((option) => option.dataset.model === id)!;
    expect(byId('midjourney').dataset.access).toBe('usable');
    expect(byId('dall-e-3').dataset.access).toBe('unavailable');
    expect(byId('dall-e-3').textContent).toContain('No OpenAI key is set on this server.');
    expect((screen.getByTestId('imagine-model-dall-e-3') as HTMLInputElement).disabled).toBe(true);
  });

  it('shows a lock and a link to the plans on a model the plan does not include', async () => {
    models = MODELS.map((entry) => (entry.free ? entry : { ...entry, locked: true }));
    await serve();
    show();
    const locked = (await screen.findAllByTestId('imagine-model-option')).find(
      (option) => option.dataset.model === 'midjourney',
    )!;
    expect(locked.dataset.access).toBe('locked');
    expect(within(locked).getByTestId('imagine-model-upgrade').getAttribute('href')).toBe('/price');
    // The first usable model is chosen, and its price shows for the count.
    expect((screen.getByTestId('imagine-model-sdxl') as HTMLInputElement).checked).toBe(true);
    fireEvent.click(screen.getByTestId('imagine-count-3'));
    expect(screen.getByTestId('tool-price').dataset.credits).toBe('300');
    expect(screen.getByTestId('tool-price').textContent).toContain('3 credits');
  });

  it('says "Please enter prompt." and "Please enter negative prompt." before sending anything', async () => {
    const server = await serve();
    show();
    await screen.findByTestId('imagine-prompt');
    fireEvent.click(screen.getByTestId('imagine-generate'));
    expect((await screen.findByTestId('submit-problem')).textContent).toBe('Please enter prompt.');
    fireEvent.change(screen.getByTestId('imagine-prompt'), { target: { value: 'a lighthouse' } });
    fireEvent.click(screen.getByTestId('imagine-negative-toggle'));
    fireEvent.keyDown(screen.getByTestId('imagine-prompt'), { key: 'Enter', ctrlKey: true });
    await waitFor(() =>
      expect(screen.getByTestId('submit-problem').textContent).toBe(
        'Please enter negative prompt.',
      ),
    );
    fireEvent.click(screen.getByTestId('imagine-mode-image'));
    fireEvent.change(screen.getByTestId('imagine-negative'), { target: { value: 'blur' } });
    fireEvent.click(screen.getByTestId('imagine-generate'));
    await waitFor(() =>
      expect(screen.getByTestId('submit-problem').textContent).toBe(
        'Please upload a reference image first.',
      ),
    );
    expect(bodies(server, '/api/imagine/post')).toEqual([]);
  });

  it('translates a Chinese prompt on Generate, sends the English, and Undo brings the Chinese back', async () => {
    const server = await serve();
    show();
    fireEvent.click(await screen.findByTestId('imagine-model-midjourney'));
    fireEvent.change(screen.getByTestId('imagine-prompt'), { target: { value: '月球上的猫' } });
    expect(screen.getByTestId('imagine-cjk').textContent).toContain('translated into English');
    fireEvent.click(screen.getByTestId('imagine-generate'));
    await screen.findByTestId('imagine-translated');
    await waitFor(() => expect(bodies(server, '/api/imagine/post')).toHaveLength(1));
    const [sent] = bodies(server, '/api/imagine/post');
    expect(sent).toMatchObject({ model: 'midjourney', prompt: 'a cat on the moon', count: 1 });
    expect(bodies(server, '/api/imagine/translate')).toEqual([{ text: '月球上的猫' }]);
    expect((screen.getByTestId('imagine-prompt') as HTMLTextAreaElement).value).toBe(
      'a cat on the moon',
    );
    fireEvent.click(screen.getByTestId('imagine-translate-undo'));
    expect((screen.getByTestId('imagine-prompt') as HTMLTextAreaElement).value).toBe('月球上的猫');
    expect(screen.queryByTestId('imagine-translated')).toBeNull();
  });

  it('shows a grid with U1–U4, V1–V4 and 🔄 from the task, and U2 makes a follow-up shown with its line', async () => {
    const server = await serve();
    show();
    fireEvent.click(await screen.findByTestId('imagine-model-midjourney'));
    fireEvent.change(screen.getByTestId('imagine-prompt'), {
      target: { value: 'a cat on the moon' },
    });
    fireEvent.click(screen.getByTestId('imagine-generate'));
    await screen.findByTestId('mj-actions');
    const labels = (row: string) =>
      within(screen.getByTestId(`mj-row-${row}`))
        .getAllByTestId('mj-button')
        .map((element) => element.dataset.label || element.dataset.action);
    expect(labels('upscale')).toEqual(['U1', 'U2', 'U3', 'U4', 'reroll']);
    expect(labels('variation')).toEqual(['V1', 'V2', 'V3', 'V4']);
    const u2 = screen
      .getAllByTestId('mj-button')
      .find((element) => element.dataset.label === 'U2')!;
    expect(u2.textContent).toContain('Upscale image 2');

    await act(async () => {
      fireEvent.click(u2);
    });
    await waitFor(() => expect(screen.getByTestId('imagine-result').dataset.taskId).toBe(UPSCALED));
    expect(bodies(server, '/api/imagine/image')).toEqual([
      expect.objectContaining({ taskId: GRID, customId: `MJ::JOB::upsample::2::${hash}` }),
    ]);
    expect(screen.getByTestId('imagine-lineage').textContent).toContain(`task ${GRID.slice(0, 8)}`);
    expect(screen.getByTestId('imagine-lineage-action').textContent).toBe('U2');
    expect(
      within(screen.getByTestId('mj-row-vary'))
        .getAllByTestId('mj-button')
        .map((element) => element.dataset.action),
    ).toEqual(['highVariation', 'lowVariation', 'varyRegion']);
    expect(screen.getByTestId('mj-view')).toBeTruthy();

    // Vary (Region) opens the editor; Cancel leaves without asking the server for anything.
    const region = screen
      .getAllByTestId('mj-button')
      .find((element) => element.dataset.action === 'varyRegion')!;
    fireEvent.click(region);
    expect(await screen.findByTestId('mask-editor')).toBeTruthy();
    fireEvent.click(screen.getByTestId('mask-confirm'));
    expect(screen.getByTestId('mask-problem').textContent).toBe('Paint the area to change first.');
    fireEvent.click(screen.getByTestId('mask-cancel'));
    expect(screen.queryByTestId('mask-editor')).toBeNull();
    expect(bodies(server, '/api/imagine/image')).toHaveLength(1);
    expect(server.requests.filter((request) => request.url?.startsWith('/api/upload64'))).toEqual(
      [],
    );
  });
});
