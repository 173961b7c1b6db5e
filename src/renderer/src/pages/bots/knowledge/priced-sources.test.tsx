// Where preparing sources for search by meaning costs credits, they are priced before they are added: files
// once chosen, each with its price and a total the owner confirms (or cancels, sending nothing), and a pasted
// text as its writer pauses. Without embeddings the section says the search is by keywords only.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { KnowledgeSearch, SourceQuote, SourceView } from '@shared/api/bot-sources';
import { botSourcesService } from '../../../api/bot-sources';
import { queryClient } from '../../../app/query-client';
import { useUserStore } from '../../../stores/user';
import { renderInApp } from '../../../test/render';
import { AddFiles } from './AddFiles';
import { AddText } from './AddText';
import { SearchNotice } from './SearchNotice';

const BOT = '00000000-0000-4000-8000-000000000002';
const quote = (tokens: number, affordable = true): SourceQuote => ({
  embeddings: true,
  chunks: 1,
  tokens,
  credits: Math.ceil(tokens / 1000),
  affordable,
});
const searching = (search: KnowledgeSearch) =>
  vi.spyOn(botSourcesService, 'list').mockResolvedValue({ list: [], search });
const choose = (...names: string[]) =>
  fireEvent.change(screen.getByTestId('knowledge-file-input'), {
    target: { files: names.map((name) => new File(['Roses need water.'], name)) },
  });

beforeEach(() => {
  queryClient.clear();
  useUserStore.setState({ status: 'loaded', user: { id: `u-${Math.random()}` } as never });
});
afterEach(() => {
  vi.restoreAllMocks();
  useUserStore.setState({ user: undefined, status: 'idle' });
});

describe('with search by meaning that costs credits', () => {
  beforeEach(() => searching({ embeddings: true, perThousandTokens: 1 }));

  it('says so, with the rate', async () => {
    renderInApp(<SearchNotice botId={BOT} />);
    expect((await screen.findByTestId('knowledge-search')).textContent).toContain(
      'costs 0.01 credits per 1,000 tokens',
    );
  });

  it('prices chosen files, then adds them only when the owner confirms', async () => {
    const priced = vi
      .spyOn(botSourcesService, 'quote')
      .mockResolvedValueOnce(quote(12_000))
      .mockResolvedValueOnce(quote(800, false));
    const add = vi
      .spyOn(botSourcesService, 'add')
      .mockImplementation(async (body) => ({ id: 'x', name: body.kind }) as unknown as SourceView);
    renderInApp(<AddFiles botId={BOT} />);
    await waitFor(() => expect(botSourcesService.list).toHaveBeenCalled());
    await new Promise((resolve) => setTimeout(resolve, 0));
    choose('manual.pdf', 'notes.md');
    const confirm = await screen.findByTestId('knowledge-files-confirm');
    expect(priced).toHaveBeenCalledTimes(2);
    expect(add).not.toHaveBeenCalled();
    expect(screen.getAllByTestId('knowledge-file').map((row) => row.textContent)).toEqual([
      'manual.pdf: about 0.12 credits (12,000 tokens).',
      'notes.md: about 0.01 credits (800 tokens).',
    ]);
    expect(confirm.textContent).toContain('Together about 0.13 credits');
    expect(confirm.textContent).toContain('Your credits are not enough');
    fireEvent.click(screen.getByTestId('knowledge-files-add'));
    await waitFor(() => expect(add).toHaveBeenCalledTimes(2));
    await waitFor(() =>
      expect(
        screen.getAllByTestId('knowledge-file').map((row) => row.getAttribute('data-state')),
      ).toEqual(['added', 'added']),
    );
  });

  it('sends nothing when the owner cancels', async () => {
    vi.spyOn(botSourcesService, 'quote').mockResolvedValue(quote(2_000));
    const add = vi.spyOn(botSourcesService, 'add');
    renderInApp(<AddFiles botId={BOT} />);
    await waitFor(() => expect(botSourcesService.list).toHaveBeenCalled());
    await new Promise((resolve) => setTimeout(resolve, 0));
    choose('guide.docx');
    await screen.findByTestId('knowledge-files-confirm');
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByTestId('knowledge-file')).toBeNull();
    expect(add).not.toHaveBeenCalled();
  });

  it('prices a pasted text once its writer pauses', async () => {
    const priced = vi.spyOn(botSourcesService, 'quote').mockResolvedValue(quote(3_400));
    renderInApp(<AddText botId={BOT} />);
    fireEvent.change(screen.getByTestId('knowledge-text'), { target: { value: 'The ferry…' } });
    expect((await screen.findByTestId('knowledge-text-quote')).textContent).toBe(
      'Working out what it costs…',
    );
    await waitFor(
      () =>
        expect(screen.getByTestId('knowledge-text-quote').textContent).toBe(
          'About 0.04 credits to prepare for search by meaning (3,400 tokens).',
        ),
      { timeout: 3000 },
    );
    expect(priced).toHaveBeenCalledTimes(1);
    expect(priced.mock.calls[0]![0]).toEqual({ kind: 'text', text: 'The ferry…' });
  });
});

describe('without embeddings', () => {
  it('says the search is by keywords only, and prices nothing', async () => {
    searching({ embeddings: false, perThousandTokens: 0 });
    const priced = vi.spyOn(botSourcesService, 'quote');
    renderInApp(
      <>
        <SearchNotice botId={BOT} />
        <AddText botId={BOT} />
      </>,
    );
    expect((await screen.findByTestId('knowledge-search')).textContent).toContain(
      'Search by keywords only',
    );
    fireEvent.change(screen.getByTestId('knowledge-text'), { target: { value: 'Some text' } });
    await new Promise((resolve) => setTimeout(resolve, 900));
    expect(screen.queryByTestId('knowledge-text-quote')).toBeNull();
    expect(priced).not.toHaveBeenCalled();
  });
});
