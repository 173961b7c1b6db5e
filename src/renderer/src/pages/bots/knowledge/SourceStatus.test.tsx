// Each state of a source in words: waiting, reading with its progress, ready with its passages and tokens,
// failed with the server's reason and a Retry that reads it again with a key of its own.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { SourceView } from '@shared/api/bot-sources';
import { botSourcesService } from '../../../api/bot-sources';
import { renderInApp } from '../../../test/render';
import { SourceRow } from './SourceRow';

afterEach(() => vi.restoreAllMocks());

const base: SourceView = {
  id: '00000000-0000-4000-8000-0000000000aa',
  botId: '00000000-0000-4000-8000-000000000001',
  kind: 'file',
  name: 'guide.pdf',
  url: null,
  status: 'queued',
  progress: 0,
  error: null,
  characters: 0,
  tokens: 0,
  chunks: 0,
  createdAt: '2026-01-01T10:00:00.000Z',
  updatedAt: '2026-01-01T10:00:00.000Z',
};
const row = (changes: Partial<SourceView>) =>
  renderInApp(
    <ul>
      <SourceRow source={{ ...base, ...changes }} onView={vi.fn()} />
    </ul>,
  );
const status = () => screen.getByTestId('source-status');

describe('a source’s state', () => {
  it('waiting', () => {
    row({ status: 'queued' });
    expect(screen.getByTestId('source-badge').textContent).toBe('Waiting');
    expect(screen.queryByTestId('source-retry')).toBeNull();
    expect(screen.queryByTestId('source-view')).toBeNull();
  });

  it('reading, with its progress', () => {
    row({ status: 'processing', progress: 40 });
    expect(screen.getByTestId('source-badge').textContent).toBe('Reading');
    expect((screen.getByTestId('source-progress') as HTMLProgressElement).value).toBe(40);
    expect(status().textContent).toContain('40%');
  });

  it('ready, with its passages and tokens, and its passages to view', () => {
    row({ status: 'ready', progress: 100, chunks: 12, tokens: 3456 });
    expect(screen.getByTestId('source-badge').textContent).toBe('Ready');
    expect(screen.getByTestId('source-counts').textContent).toBe('12 passages · 3,456 tokens');
    expect(screen.getByTestId('source-view')).toBeTruthy();
    expect(screen.queryByTestId('source-retry')).toBeNull();
  });

  it('failed, with the server’s reason, and read again on Retry', async () => {
    const reason = 'The PDF is protected by a password.';
    const retry = vi.spyOn(botSourcesService, 'retry').mockResolvedValue(base);
    row({ status: 'failed', error: { code: 'PDF_ENCRYPTED', msg: reason } });
    expect(screen.getByTestId('source-badge').textContent).toBe('Failed');
    expect(screen.getByTestId('source-error').textContent).toBe(reason);
    const button = screen.getByRole('button', { name: 'Read guide.pdf again' });
    fireEvent.click(button);
    await waitFor(() => expect(retry).toHaveBeenCalledTimes(1));
    expect(retry.mock.calls[0]![0]).toBe(base.id);
    expect(retry.mock.calls[0]![1]).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
  });
});
