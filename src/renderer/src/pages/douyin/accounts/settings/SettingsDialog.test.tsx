// An account's settings: the contract's checks by their fields before any call, quiet hours sent as
// minutes (wrapping midnight), banned words as chips, and the server's refusal shown in the dialog.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { useUserStore } from '../../../../stores/user';
import { ACCOUNT_ID, account, renderAt, serveDouyin } from '../../../../test/douyin';
import { SettingsDialog } from './SettingsDialog';

let close: (() => Promise<void>) | undefined;
afterEach(async () => {
  vi.restoreAllMocks();
  await close?.();
  close = undefined;
  useUserStore.setState({ user: undefined, status: 'idle' });
});

const change = (testId: string, value: string) =>
  fireEvent.change(screen.getByTestId(testId), { target: { value } });
const save = () => fireEvent.click(screen.getByTestId('douyin-settings-save'));

describe('the settings of an account', () => {
  it('checks the daily cap by its field and sends nothing', async () => {
    const server = await serveDouyin({ '/api/douyin/settings': account() });
    close = server.close;
    renderAt(<SettingsDialog account={account()} onClose={() => undefined} />);
    change('douyin-settings-cap', '5001');
    save();
    const cap = screen.getByTestId('douyin-settings-cap');
    await waitFor(() => expect(cap.getAttribute('aria-invalid')).toBe('true'));
    expect(document.activeElement).toBe(cap);
    expect(screen.getByText('Enter a whole number from 0 to 5000.')).toBeTruthy();
    expect(server.bodies('/api/douyin/settings')).toEqual([]);
  });

  it('sends quiet hours as minutes and banned words as chips', async () => {
    const onClose = vi.fn();
    const server = await serveDouyin({ '/api/douyin/settings': account() });
    close = server.close;
    renderAt(<SettingsDialog account={account()} onClose={onClose} />);
    fireEvent.click(screen.getByTestId('douyin-settings-quiet'));
    change('douyin-settings-from', '23:30');
    change('douyin-settings-to', '06:15');
    const words = screen.getByTestId('douyin-settings-banned-input');
    change('douyin-settings-banned-input', 'spam');
    fireEvent.keyDown(words, { key: 'Enter' });
    change('douyin-settings-banned-input', '广告、spam,');
    expect(screen.getByText('Already in the list.')).toBeTruthy();
    fireEvent.click(screen.getByTestId('douyin-settings-approval'));
    save();
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(server.bodies('/api/douyin/settings')).toEqual([
      {
        accountId: ACCOUNT_ID,
        settings: {
          dailyCap: 200,
          quietHours: { from: 1410, to: 375 },
          timeZone: 'Asia/Shanghai',
          approval: true,
          bannedWords: ['spam', '广告'],
        },
      },
    ]);
  });

  it('shows the server’s refusal in the dialog, which stays open', async () => {
    const onClose = vi.fn();
    const server = await serveDouyin({});
    close = server.close;
    renderAt(<SettingsDialog account={account()} onClose={onClose} />);
    save();
    expect((await screen.findByTestId('douyin-settings-refusal')).textContent).toBe('Not found.');
    expect(onClose).not.toHaveBeenCalled();
  });
});
