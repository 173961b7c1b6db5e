// An answer from a bot's knowledge as its owner reads it: [n] markers as links to its sources, each source
// with its page and passage, why it was chosen in plain words; and a note when no passage matched.
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ChatMessage, MessageCitation } from '@shared/api/chat';
import { renderInApp } from '../../../test/render';
import { CitedAnswer } from './CitedAnswer';

const citation: MessageCitation = {
  n: 1,
  sourceId: '00000000-0000-4000-8000-0000000000aa',
  source: 'guide.pdf',
  page: 3,
  excerpt: 'Tickets cost 12 euros. '.repeat(12),
  scores: { fused: 0.0325, keyword: 1, vector: 2 },
};
const answer = (changes: Partial<ChatMessage>): ChatMessage => ({
  id: '00000000-0000-4000-8000-000000000042',
  conversationId: '00000000-0000-4000-8000-000000000041',
  role: 'assistant',
  content: 'Tickets cost 12 euros [1]. See also [7] and `[1]`.',
  images: [],
  status: 'done',
  error: null,
  model: 'gpt-4o-mini',
  inputTokens: 10,
  outputTokens: 5,
  credits: 1,
  starred: false,
  feedback: null,
  citations: [citation, { ...citation, n: 2, source: 'notes', page: null, scores: undefined }],
  createdAt: '2026-01-01T10:00:00.000Z',
  ...changes,
});

// The answer's Markdown renderer is loaded on first use; loaded here first, so a busy machine's slow import
// is not counted against the wait for the first marker.
beforeAll(async () => {
  await import('../markdown/Markdown');
});

describe('CitedAnswer', () => {
  it('links each known marker to its source, listed with its page and passage', async () => {
    Element.prototype.scrollIntoView = vi.fn();
    renderInApp(<CitedAnswer message={answer({})} uncited={<p>none</p>} />);
    const marker = await screen.findByTestId('cite-marker');
    // Only [1] is a source of this answer; [7] stays text, and so does the one in code.
    expect(screen.getAllByTestId('cite-marker')).toHaveLength(1);
    expect(marker.textContent).toBe('1');
    expect(marker.getAttribute('aria-label')).toBe('Source 1');
    expect(screen.getByText(/See also \[7\] and/)).toBeTruthy();
    expect(screen.getByText('[1]').tagName).toBe('CODE');

    const entries = screen.getAllByTestId('cite-entry');
    expect(
      entries.map((entry) => entry.querySelector('[data-testid=cite-title]')?.textContent),
    ).toEqual(['Source 1 guide.pdf · page 3', 'Source 2 notes']);
    expect(marker.getAttribute('href')).toBe(`#${entries[0]!.id}`);
    fireEvent.click(marker);
    expect(entries[0]!.className).toContain('cite-entry-lit');
    expect(document.activeElement).toBe(entries[0]);

    // A long passage is clamped until asked for in full.
    const more = within(entries[0]!).getByTestId('cite-more');
    expect(more.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(more);
    expect(more.getAttribute('aria-expanded')).toBe('true');
    expect(screen.queryByText('none')).toBeNull();
  });

  it('says which searches found a passage and how it ranked, only when the owner is told', () => {
    renderInApp(<CitedAnswer message={answer({})} />);
    const [first, second] = screen.getAllByTestId('cite-entry');
    const why = within(first!).getByTestId('cite-why');
    expect(within(why).getByText('Why this passage')).toBeTruthy();
    expect([...why.querySelectorAll('li')].map((item) => item.textContent)).toEqual([
      'found by its words, ranked 1st',
      'found by its meaning, ranked 2nd',
    ]);
    expect(why.textContent).toContain('Combined score: 0.0325');
    expect(within(second!).queryByTestId('cite-why')).toBeNull();
  });

  it('shows the note of an answer without passages once it has ended', async () => {
    const { rerender } = renderInApp(
      <CitedAnswer
        message={answer({ content: 'I do not know.', citations: [], status: 'streaming' })}
        uncited={<p>No passage matched</p>}
      />,
    );
    expect(screen.queryByText('No passage matched')).toBeNull();
    rerender(
      <CitedAnswer
        message={answer({ content: 'I do not know.', citations: [] })}
        uncited={<p>No passage matched</p>}
      />,
    );
    await waitFor(() => expect(screen.getByText('No passage matched')).toBeTruthy());
    expect(screen.queryByTestId('cite-sources')).toBeNull();
  });
});
