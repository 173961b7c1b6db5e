// /douyin against a loopback server: a server without a Douyin app says so and nothing else; no account
// says what to do and connects with the chosen abilities; an account's card says its state, why an ability
// is missing or failing, when to reconnect, and asks before disconnecting; the way back from Douyin is told.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useUserStore } from '../../stores/user';
import { ACCOUNT_ID, account, renderAt, serveDouyin, type Answers } from '../../test/douyin';
import DouyinPage from './index';

let close: (() => Promise<void>) | undefined;
afterEach(async () => {
  vi.restoreAllMocks();
  await close?.();
  close = undefined;
  useUserStore.setState({ user: undefined, status: 'idle' });
});

async function show(answers: Answers, address?: string) {
  const server = await serveDouyin(answers);
  close = server.close;
  renderAt(<DouyinPage />, address);
  return server;
}

describe('the /douyin page', () => {
  it('says the operator has not set Douyin up, and offers nothing else', async () => {
    await show({ '/api/douyin/account': { configured: false, accounts: [] } });
    const panel = await screen.findByTestId('douyin-not-configured');
    expect(panel.textContent).toContain('DOUYIN_CLIENT_KEY');
    expect(panel.textContent).toContain('DOUYIN_CLIENT_SECRET');
    expect(screen.queryByRole('tablist')).toBeNull();
    expect(screen.queryByTestId('douyin-connect-first')).toBeNull();
  });

  it('shows the failure with a retry that asks again', async () => {
    const server = await show({});
    const retry = within(await screen.findByTestId('douyin-error')).getByRole('button');
    fireEvent.click(retry);
    await waitFor(() => expect(server.urls('/api/douyin/account').length).toBe(2));
  });

  it('without an account says what to do, and connects with the abilities ticked', async () => {
    const server = await show({
      '/api/douyin/account': { configured: true, accounts: [] },
      '/api/douyin/connect': { url: 'https://open.douyin.com/platform/oauth/connect?x=1' },
    });
    const empty = await screen.findByTestId('douyin-empty');
    expect(empty.textContent).toContain('Connect a Douyin account');
    // Private messages are explained, and not asked for unless ticked.
    const messages = screen.getByTestId('douyin-connect-messages') as HTMLInputElement;
    expect(messages.checked).toBe(false);
    expect(messages.closest('label')!.textContent).toContain('Enterprise accounts only');
    fireEvent.click(messages);
    fireEvent.click(screen.getByTestId('douyin-connect-first-submit'));
    await waitFor(() => expect(server.urls('/api/douyin/connect')).toHaveLength(1));
    expect(server.urls('/api/douyin/connect')[0]!.searchParams.get('abilities')).toBe(
      'videos,comments,messages',
    );
  });

  it('will not connect with nothing ticked', async () => {
    await show({ '/api/douyin/account': { configured: true, accounts: [] } });
    fireEvent.click(await screen.findByTestId('douyin-connect-videos'));
    fireEvent.click(screen.getByTestId('douyin-connect-comments'));
    expect(screen.getByText('Tick at least one.')).toBeTruthy();
    expect((screen.getByTestId('douyin-connect-first-submit') as HTMLButtonElement).disabled).toBe(
      true,
    );
  });

  it('shows an account’s abilities with the reason of each one missing or failing', async () => {
    await show({
      '/api/douyin/account': {
        configured: true,
        accounts: [
          account({
            abilities: [
              { ability: 'videos', state: 'missing', reason: 'notGranted' },
              { ability: 'comments', state: 'failing', reason: 'quotaUsedUp' },
              { ability: 'messages', state: 'missing', reason: 'appNotApproved' },
            ],
            lastEventAt: null,
          }),
        ],
      },
    });
    const card = await screen.findByTestId('douyin-account');
    const ability = (name: string) => within(card).getByTestId(`douyin-ability-${name}`);
    expect(ability('videos').textContent).toContain('Not granted: reconnect and tick it.');
    expect(ability('comments').dataset.state).toBe('failing');
    expect(ability('comments').textContent).toContain('quota for today is used up');
    expect(ability('messages').textContent).toContain('not approved this app');
    expect(within(card).getByTestId('douyin-replies-today').textContent).toBe(
      'Replies today: 12 of 200',
    );
    expect(within(card).getByTestId('douyin-waiting').textContent).toContain('up to an hour');
    expect(within(card).getByText('Renewals left: 4 of 5')).toBeTruthy();
    // A scope left unticked is fixed by connecting again.
    expect(within(card).getByTestId('douyin-reconnect')).toBeTruthy();
    expect(within(card).queryByTestId('douyin-reauthorize')).toBeNull();
  });

  it('warns before the authorization lapses, and after it has', async () => {
    await show({
      '/api/douyin/account': {
        configured: true,
        accounts: [
          account({ reauthorizeBy: '2026-03-25T08:00:00.000Z' }),
          account({
            id: '00000000-0000-4000-8000-00000000d002',
            nickname: 'Second',
            state: 'reauthorize',
            reauthorizeBy: '2026-02-25T08:00:00.000Z',
          }),
        ],
      },
    });
    const [soon, lapsed] = await screen.findAllByTestId('douyin-account');
    expect(within(soon!).getByTestId('douyin-reauthorize').textContent).toMatch(
      /^Reconnect this account by .*2026/,
    );
    expect(within(soon!).getByTestId('douyin-account-toggle').textContent).toBe('Pause');
    expect(within(lapsed!).getByTestId('douyin-account-state').textContent).toBe(
      'Reconnect needed',
    );
    expect(within(lapsed!).getByTestId('douyin-reauthorize').textContent).toContain('has lapsed');
    expect(within(lapsed!).getByTestId('douyin-reconnect').className).toContain('btn-primary');
    expect(within(lapsed!).queryByTestId('douyin-account-toggle')).toBeNull();
  });

  it('asks before disconnecting, saying what goes, and sends nothing on Cancel', async () => {
    const server = await show({
      '/api/douyin/account': { configured: true, accounts: [account()] },
      '/api/douyin/delete': { deleted: true },
    });
    fireEvent.click(await screen.findByTestId('douyin-disconnect'));
    const dialog = await screen.findByTestId('confirm-dialog');
    expect(dialog.textContent).toContain('revoked');
    expect(dialog.textContent).toContain('rules');
    fireEvent.click(within(dialog).getByTestId('confirm-cancel'));
    expect(server.bodies('/api/douyin/delete')).toEqual([]);
    fireEvent.click(screen.getByTestId('douyin-disconnect'));
    fireEvent.click(await screen.findByTestId('confirm-ok'));
    await waitFor(() =>
      expect(server.bodies('/api/douyin/delete')).toEqual([{ accountId: ACCOUNT_ID }]),
    );
  });

  it('tells that rules stopped for want of credits, with the way to credits and to the rules', async () => {
    await show({
      '/api/douyin/account': { configured: true, accounts: [account({ pausedRules: 2 })] },
      '/api/douyin/rules': { list: [] },
    });
    const notice = await screen.findByTestId('douyin-paused');
    expect(notice.textContent).toContain('2 rules stopped because your credits ran out');
    expect(within(notice).getByRole('link', { name: 'Get credits' }).getAttribute('href')).toBe(
      '/price',
    );
    fireEvent.click(within(notice).getByRole('button', { name: 'Turn them on again in Rules' }));
    expect(await screen.findByTestId('douyin-panel-rules')).toBeTruthy();
  });

  it('tells the way back from Douyin: connected, or why not', async () => {
    await show(
      { '/api/douyin/account': { configured: true, accounts: [account()] } },
      '/douyin?connected=1',
    );
    expect((await screen.findByTestId('douyin-returned')).textContent).toContain(
      'Your Douyin account is connected.',
    );
  });

  it('translates an error code brought back, and shows an unknown one as a code', async () => {
    await show(
      { '/api/douyin/account': { configured: true, accounts: [] } },
      '/douyin?error=FORBIDDEN',
    );
    const notice = await screen.findByTestId('douyin-returned');
    expect(notice.getAttribute('role')).toBe('alert');
    expect(notice.textContent).not.toContain('FORBIDDEN');
    expect(notice.textContent).not.toContain('errors.');
  });
});
