// The server-address dialog says why main refused an address, and stays quiet when the user canceled main's
// own confirmation.
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { ServerChangeResult } from '@shared/desktop';
import { renderInApp } from '../../test/render';
import ServerSettingsDialog from './ServerSettingsDialog';

// jsdom has no matchMedia; antd's Modal asks it for the breakpoints. Nothing here depends on the answer.
beforeAll(() => {
  window.matchMedia ??= (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      addListener: () => undefined,
      removeListener: () => undefined,
      dispatchEvent: () => false,
    }) satisfies MediaQueryList;
});

function settings(result: ServerChangeResult) {
  return {
    address: async () => 'http://localhost:8787',
    change: vi.fn(async () => result),
    onOpen: () => () => undefined,
  };
}

async function submit(url: string, result: ServerChangeResult) {
  const fake = settings(result);
  const onClose = vi.fn();
  renderInApp(<ServerSettingsDialog settings={fake} onClose={onClose} />);
  const field = await screen.findByLabelText('Atrium server');
  await waitFor(() => expect(field).toHaveProperty('value', 'http://localhost:8787'));
  fireEvent.change(field, { target: { value: url } });
  fireEvent.click(screen.getByRole('button', { name: 'Save and restart' }));
  await waitFor(() => expect(fake.change).toHaveBeenCalledWith(url));
  return { onClose };
}

describe('ServerSettingsDialog', () => {
  it('shows why a plain-http address of another computer is refused', async () => {
    const { onClose } = await submit('http://example.com', { ok: false, reason: 'insecure' });
    expect(
      await screen.findByText(/plain http:\/\/ is only allowed for this computer/),
    ).toBeTruthy();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('stays open without an error when the change was canceled', async () => {
    const canceled = await submit('https://atrium.example.com', { ok: false, reason: 'canceled' });
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Save and restart' })).toBeTruthy(),
    );
    expect(screen.queryByText(/Enter an http|only allowed for this computer/)).toBeNull();
    expect(canceled.onClose).not.toHaveBeenCalled();
  });

  it('closes once main accepted the address', async () => {
    const { onClose } = await submit('https://atrium.example.com', { ok: true });
    await waitFor(() => expect(onClose).toHaveBeenCalled());
  });
});
