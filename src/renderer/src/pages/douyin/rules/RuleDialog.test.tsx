// The rule editor: the contract's checks (and what the chosen kinds need) shown by their fields before
// anything is sent, the first field taking the focus; image posts not choosable; a template previewed with
// its placeholders filled; a valid rule sent whole, and a saved one with its id.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useUserStore } from '../../../stores/user';
import { savedBot } from '../../../test/bots';
import { ACCOUNT_ID, BOT_ID, RULE_ID, renderAt, rule, serveDouyin } from '../../../test/douyin';
import { RuleDialog } from './RuleDialog';

let close: (() => Promise<void>) | undefined;
afterEach(async () => {
  vi.restoreAllMocks();
  await close?.();
  close = undefined;
  useUserStore.setState({ user: undefined, status: 'idle' });
});

const VIDEOS = {
  list: [
    {
      itemId: 'v1',
      title: 'Spring roses',
      cover: null,
      createdAt: '2026-02-01T00:00:00.000Z',
      comments: 31,
      replies: true,
    },
    {
      itemId: 'p1',
      title: 'Photo set',
      cover: null,
      createdAt: '2026-02-02T00:00:00.000Z',
      comments: 2,
      replies: false,
    },
  ],
  cursor: 0,
  hasMore: false,
};

async function open(props: { saved?: boolean } = {}) {
  const onClose = vi.fn();
  const server = await serveDouyin({
    '/api/douyin/video': VIDEOS,
    '/api/douyin/rules/create': rule(),
    '/api/bot/list': {
      list: [{ ...savedBot, id: BOT_ID }],
      total: 1,
      page: 1,
      pageSize: 12,
    },
  });
  close = server.close;
  renderAt(
    <RuleDialog
      accountId={ACCOUNT_ID}
      rule={props.saved ? rule() : undefined}
      nextPriority={20}
      onClose={onClose}
    />,
  );
  return { server, onClose };
}

const type = (testId: string, value: string) =>
  fireEvent.change(screen.getByTestId(testId), { target: { value } });
const save = () => fireEvent.click(screen.getByTestId('douyin-rule-save'));
const problemOf = (testId: string) => {
  const field = screen.getByTestId(testId);
  const ids = field.getAttribute('aria-describedby')?.split(' ') ?? [];
  return ids.map((id) => document.getElementById(id)?.textContent ?? '').join(' ');
};

describe('the rule editor', () => {
  it('shows what is wrong by its fields, focuses the first, and sends nothing', async () => {
    const { server } = await open();
    type('douyin-rule-priority', '1001');
    save();
    await waitFor(() =>
      expect(screen.getByTestId('douyin-rule-name').getAttribute('aria-invalid')).toBe('true'),
    );
    expect(document.activeElement).toBe(screen.getByTestId('douyin-rule-name'));
    expect(problemOf('douyin-rule-name')).toMatch(/name|名称/i);
    expect(problemOf('douyin-rule-priority')).toContain('from 0 to 1000');
    // Keyword matching needs a keyword, a fixed-text reply needs a text.
    expect(problemOf('douyin-rule-keywords-input')).toContain('keyword');
    expect(problemOf('douyin-rule-text')).not.toBe('');
    // No message is a raw key.
    for (const alert of screen.getAllByRole('alert'))
      expect(alert.textContent).not.toMatch(/douyin\.(errors|page)\./);
    expect(server.bodies('/api/douyin/rules/create')).toEqual([]);

    // A fixed field loses its message at once; the others keep theirs.
    type('douyin-rule-name', 'Price');
    expect(screen.getByTestId('douyin-rule-name').getAttribute('aria-invalid')).toBeNull();
    expect(screen.getByTestId('douyin-rule-priority').getAttribute('aria-invalid')).toBe('true');
  });

  it('refuses a pattern that does not compile', async () => {
    await open();
    fireEvent.click(
      within(screen.getByTestId('douyin-rule-match')).getByRole('radio', { name: /^Pattern/ }),
    );
    type('douyin-rule-pattern', 'price(');
    save();
    await waitFor(() =>
      expect(screen.getByTestId('douyin-rule-pattern').getAttribute('aria-invalid')).toBe('true'),
    );
    expect(problemOf('douyin-rule-pattern')).toContain('pattern');
  });

  it('offers videos with their comments, image posts disabled', async () => {
    await open();
    const boxes = (await screen.findAllByTestId('douyin-video')) as HTMLInputElement[];
    expect(boxes.map((box) => box.disabled)).toEqual([false, true]);
    expect(boxes[0]!.closest('label')!.textContent).toContain('31 comments');
    expect(boxes[1]!.closest('label')!.textContent).toContain('Image post: no replies');
  });

  it('previews a template with its placeholders filled in', async () => {
    await open();
    fireEvent.click(
      within(screen.getByTestId('douyin-rule-reply')).getByRole('radio', { name: /^Template/ }),
    );
    type('douyin-rule-template', 'Thanks ');
    fireEvent.click(screen.getByTestId('douyin-insert-nickname'));
    expect((screen.getByTestId('douyin-rule-template') as HTMLTextAreaElement).value).toBe(
      'Thanks {nickname}',
    );
    expect(screen.getByTestId('douyin-template-preview').textContent).toBe('Thanks Lin');
  });

  it('sends a valid rule whole, off until tried, keywords as chips', async () => {
    const { server, onClose } = await open();
    type('douyin-rule-name', 'Price');
    type('douyin-rule-keywords-input', 'price, 多少钱,');
    type('douyin-rule-text', 'See the link in my profile.');
    fireEvent.click(await screen.findByRole('checkbox', { name: /Spring roses/ }));
    save();
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(server.bodies('/api/douyin/rules/create')).toEqual([
      {
        accountId: ACCOUNT_ID,
        name: 'Price',
        priority: 20,
        match: 'keywords',
        keywords: ['price', '多少钱'],
        pattern: '',
        scope: 'comments',
        videoIds: ['v1'],
        reply: 'texts',
        texts: ['See the link in my profile.'],
        template: '',
        botId: null,
        enabled: false,
      },
    ]);
  });

  it('saves a rule with its id, and a bot reply says it is charged', async () => {
    const { server } = await open({ saved: true });
    fireEvent.click(
      within(screen.getByTestId('douyin-rule-reply')).getByRole('radio', { name: /^Bot/ }),
    );
    expect(screen.getByText(/charged like its chats/)).toBeTruthy();
    save();
    await waitFor(() =>
      expect(screen.getByTestId('douyin-rule-bot').getAttribute('aria-invalid')).toBe('true'),
    );
    const option = await screen.findByRole('option', { name: 'Garden helper' });
    fireEvent.change(screen.getByTestId('douyin-rule-bot'), {
      target: { value: (option as HTMLOptionElement).value },
    });
    save();
    await waitFor(() => expect(server.bodies('/api/douyin/rules/create')).toHaveLength(1));
    expect(server.bodies('/api/douyin/rules/create')[0]).toMatchObject({
      id: RULE_ID,
      reply: 'bot',
      botId: BOT_ID,
    });
  });
});
