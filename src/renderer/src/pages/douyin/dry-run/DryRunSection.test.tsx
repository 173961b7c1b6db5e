// The dry run: pasted lines become samples (blank ones dropped), the latest real comments are asked for when
// ticked, and the answer is a table of each text, the rule that fires (or none and why) and its reply.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useUserStore } from '../../../stores/user';
import { ACCOUNT_ID, RULE_ID, account, renderAt, serveDouyin } from '../../../test/douyin';
import { DryRunSection } from './DryRunSection';

let close: (() => Promise<void>) | undefined;
afterEach(async () => {
  vi.restoreAllMocks();
  await close?.();
  close = undefined;
  useUserStore.setState({ user: undefined, status: 'idle' });
});

async function open() {
  const server = await serveDouyin({
    '/api/douyin/rules/dry-run': {
      list: [
        {
          text: 'How much is it?',
          ruleId: RULE_ID,
          ruleName: 'Price',
          reply: 'See the link in my profile.',
          botName: null,
          reason: null,
        },
        {
          text: 'Lovely roses',
          ruleId: null,
          ruleName: null,
          reply: null,
          botName: null,
          reason: 'noRule',
        },
        {
          text: 'Do you ship abroad?',
          ruleId: RULE_ID,
          ruleName: 'Anything else',
          reply: null,
          botName: 'Shop helper',
          reason: null,
        },
      ],
    },
  });
  close = server.close;
  renderAt(<DryRunSection account={account()} />);
  return server;
}

const samples = (value: string) =>
  fireEvent.change(screen.getByTestId('douyin-dry-run-samples'), { target: { value } });
const run = () => fireEvent.click(screen.getByTestId('douyin-dry-run-submit'));

describe('the dry run', () => {
  it('tries pasted lines and shows which rule fires, or none and why', async () => {
    const server = await open();
    samples('How much is it?\n\n  Lovely roses  \n');
    fireEvent.click(screen.getByTestId('douyin-dry-run-recent'));
    run();
    const rows = await screen.findAllByTestId('douyin-dry-run-row');
    expect(server.bodies('/api/douyin/rules/dry-run')).toEqual([
      {
        accountId: ACCOUNT_ID,
        samples: [{ text: 'How much is it?' }, { text: 'Lovely roses' }],
        recent: true,
      },
    ]);
    const cells = (row: HTMLElement) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent);
    expect(cells(rows[0]!)).toEqual(['How much is it?', 'Price', 'See the link in my profile.']);
    expect(rows[1]!.dataset.fired).toBe('no');
    expect(cells(rows[1]!)).toEqual(['Lovely roses', 'None', 'No rule matched.']);
    expect(cells(rows[2]!)).toEqual([
      'Do you ship abroad?',
      'Anything else',
      'Shop helper answers (written and charged only when it runs)',
    ]);
  });

  it('asks for something to try, and at most the samples the contract allows', async () => {
    const server = await open();
    run();
    expect(
      await screen.findByText('Paste a sample or tick the latest real comments.'),
    ).toBeTruthy();
    samples(Array.from({ length: 21 }, (_, n) => `comment ${n}`).join('\n'));
    run();
    expect(await screen.findByText('At most 20 samples: remove some lines.')).toBeTruthy();
    expect(screen.getByTestId('douyin-dry-run-samples').getAttribute('aria-invalid')).toBe('true');
    await waitFor(() => expect(server.bodies('/api/douyin/rules/dry-run')).toEqual([]));
  });
});
