// The graffiti page against a loopback server: its two messages before anything is sent, the price for the
// quantity, then a busy failure shown as Failed with the busy message and Try Again, which asks for the
// same task again with a new key.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { renderInApp } from '../../test/render';
import { MemoryRouter } from 'react-router-dom';
import type { TaskView } from '@shared/api/tasks';
import { platform } from '../../platform';
import { setApiBase } from '../../api/client';
import { json, startLoopback } from '../../test/loopback';
import { useUserStore } from '../../stores/user';
import DoodlePage from './index';

const FIRST = '00000000-0000-4000-8000-0000000000a1';
const SECOND = '00000000-0000-4000-8000-0000000000a2';
const IMAGE = '00000000-0000-4000-8000-0000000000b1';

function task(id: string, status: TaskView['status']): TaskView {
  return {
    id,
    kind: 'doodle',
    model: 'anime',
    action: 'generate',
    status,
    progress: 0,
    params: { imageId: IMAGE, style: 'anime', count: 3 },
    inputs: [],
    images: [],
    buttons: [],
    error:
      status === 'failed'
        ? { code: 'PROVIDER_RATE_LIMITED', msg: "The model's service is busy." }
        : undefined,
    credits: { held: status === 'queued' ? 900 : 0, charged: 0 },
    attempt: 1,
    createdAt: '2026-01-01T00:00:00.000Z',
  };
}

/** A 64x64 PNG's header: enough for the browser's pre-check. */
function png(): File {
  const data = new Uint8Array(64);
  data.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
  data.set(new TextEncoder().encode('IHDR'), 12);
  data.set([0, 0, 0, 64, 0, 0, 0, 64, 8, 2, 0, 0, 0], 16);
  return new File([data], 'sketch.png', { type: 'image/png' });
}

let close: (() => Promise<void>) | undefined;
beforeEach(() => {
  // jsdom draws nothing: the board has no 2D context (a browser's part, not ours).
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
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
        return ok({
          models: [],
          tools: [
            {
              kind: 'doodle',
              id: 'doodle',
              available: true,
              locked: false,
              provider: 'replicate',
              price: 300,
            },
          ],
        });
      case '/api/doodle/list':
        return ok({ list: [], total: 0, page: 1, pageSize: 10 });
      case '/api/upload64':
        return ok({
          id: IMAGE,
          url: '/api/files/x',
          width: 64,
          height: 64,
          mime: 'image/png',
          bytes: 64,
        });
      case '/api/doodle/post':
        return ok(task(FIRST, 'queued'));
      case '/api/doodle/again':
        return ok(task(SECOND, 'queued'));
      case '/api/doodle/check': {
        const id = new URL(request.url ?? '', 'http://x').searchParams.get('id') ?? '';
        return ok(task(id, 'failed'));
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
    user: {
      id: 'u1',
      email: 'a@b.co',
      name: 'A',
      avatar: null,
      locale: 'en-US',
      role: 'user',
      status: 'active',
      createdAt: '2026-01-01T00:00:00.000Z',
    } as never,
  });
  return server;
}

const posted = (server: Awaited<ReturnType<typeof serve>>, path: string) =>
  server.requests.filter((request) => request.url === path);

describe('the graffiti page', () => {
  it('asks for a drawing, then a style; fails as busy with Try Again', async () => {
    const server = await serve();
    renderInApp(
      <MemoryRouter>
        <DoodlePage />
      </MemoryRouter>,
    );
    await screen.findByTestId('tool-price');
    fireEvent.click(screen.getByTestId('doodle-submit'));
    expect(screen.getByTestId('submit-problem').textContent).toBe(
      'Please upload a graffiti image first.',
    );

    fireEvent.click(screen.getByTestId('doodle-source-upload'));
    fireEvent.change(screen.getByTestId('doodle-image-input'), { target: { files: [png()] } });
    await waitFor(() =>
      expect(screen.getByTestId('doodle-image').getAttribute('data-status')).toBe('ready'),
    );
    fireEvent.click(screen.getByTestId('doodle-submit'));
    expect(screen.getByTestId('submit-problem').textContent).toBe('Please choose a style type.');
    expect(posted(server, '/api/doodle/post')).toHaveLength(0);

    fireEvent.click(screen.getByTestId('doodle-style-anime'));
    fireEvent.click(screen.getByTestId('doodle-count-3'));
    expect(screen.getByTestId('tool-price').textContent).toBe('Costs 9 credits');
    fireEvent.click(screen.getByTestId('doodle-submit'));
    await waitFor(() => expect(posted(server, '/api/doodle/post')).toHaveLength(1));
    const body = JSON.parse(posted(server, '/api/doodle/post')[0]!.body) as Record<string, unknown>;
    expect(body).toMatchObject({ imageId: IMAGE, style: 'anime', count: 3 });
    expect(body.clientKey).toMatch(/^[A-Za-z0-9_-]{8,64}$/);

    await waitFor(
      () => expect(screen.getByTestId('task-progress').getAttribute('data-status')).toBe('failed'),
      { timeout: 3000 },
    );
    expect(screen.getByTestId('task-status').textContent).toBe('Failed');
    expect(screen.getByTestId('task-error').textContent).toBe(
      'Sorry, the creation is too much. Please try again later.',
    );

    fireEvent.click(screen.getByTestId('task-again'));
    await waitFor(() =>
      expect(screen.getByTestId('task-progress').getAttribute('data-task-id')).toBe(SECOND),
    );
    const again = JSON.parse(posted(server, '/api/doodle/again')[0]!.body) as Record<
      string,
      unknown
    >;
    expect(again.id).toBe(FIRST);
    expect(again.clientKey).not.toBe(body.clientKey);
  });
});
