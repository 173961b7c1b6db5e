// The gallery: categories as tabs, one search per pause in typing, cards that pick, "show more" appends.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen } from '@testing-library/react';
import { renderInApp } from '../../test/render';
import type { CharacterInfo } from '@shared/api/roles';
import { rolesService } from '../../api/roles';
import { CharacterGallery } from './CharacterGallery';

const character = (n: number, categoryId = 'writing'): CharacterInfo => ({
  id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
  name: `Character ${n}`,
  avatar: n % 2 ? 'preset:quill' : null,
  description: `Helps with thing ${n}`,
  greeting: '',
  systemPrompt: null,
  categoryId,
  visibility: 'public',
  mine: false,
  locale: 'en-US',
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

function mockServer(all: CharacterInfo[]) {
  vi.spyOn(rolesService, 'categories').mockResolvedValue({
    list: [
      { id: 'writing', name: 'Writing', count: 2 },
      { id: 'study', name: 'Study', count: 1 },
    ],
  });
  return vi.spyOn(rolesService, 'search').mockImplementation(async (query) => {
    const q = (query.q ?? '').toLowerCase();
    const found = all.filter(
      (c) =>
        (!query.categoryId || c.categoryId === query.categoryId) &&
        c.name.toLowerCase().includes(q),
    );
    const page = Number(query.page ?? 1);
    const size = Number(query.pageSize ?? 10);
    return {
      list: found.slice((page - 1) * size, page * size),
      total: found.length,
      page,
      pageSize: size,
    };
  });
}

const flush = () =>
  act(async () => {
    await vi.advanceTimersByTimeAsync(0);
  });

describe('CharacterGallery', () => {
  it('lists characters, filters by category tab, and picks a card', async () => {
    vi.useFakeTimers();
    const search = mockServer([character(1), character(2), character(3, 'study')]);
    const onPick = vi.fn();
    renderInApp(<CharacterGallery onPick={onPick} />);
    await flush();
    expect(screen.getAllByTestId('character-card')).toHaveLength(3);
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'All',
      'Writing',
      'Study',
    ]);

    fireEvent.click(screen.getByRole('tab', { name: 'Study' }));
    await flush();
    expect(search).toHaveBeenLastCalledWith(
      expect.objectContaining({ categoryId: 'study', page: 1 }),
      expect.anything(),
    );
    expect(screen.getAllByTestId('character-card')).toHaveLength(1);
    expect(screen.getByRole('tab', { name: 'Study' }).getAttribute('aria-selected')).toBe('true');

    fireEvent.click(screen.getByRole('button', { name: 'Chat with Character 3' }));
    expect(onPick).toHaveBeenCalledWith(expect.objectContaining({ name: 'Character 3' }));
  });

  it('searches once per pause in typing, and says when nothing matches', async () => {
    vi.useFakeTimers();
    const search = mockServer([character(1), character(2)]);
    renderInApp(<CharacterGallery onPick={() => undefined} />);
    await flush();
    const calls = search.mock.calls.length;
    const box = screen.getByTestId('character-search');
    for (const text of ['z', 'zz', 'zzz']) {
      fireEvent.change(box, { target: { value: text } });
      await act(async () => {
        await vi.advanceTimersByTimeAsync(100);
      });
    }
    expect(search.mock.calls.length).toBe(calls);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(300);
    });
    expect(search.mock.calls.length).toBe(calls + 1);
    expect(search).toHaveBeenLastCalledWith(
      expect.objectContaining({ q: 'zzz' }),
      expect.anything(),
    );
    expect(screen.getByTestId('gallery-empty').textContent).toContain('No character matches “zzz”');

    fireEvent.click(screen.getByRole('button', { name: 'Clear search' }));
    await act(async () => {
      await vi.advanceTimersByTimeAsync(300);
    });
    expect(screen.getAllByTestId('character-card')).toHaveLength(2);
  });

  it('shows more on request, without repeating a card', async () => {
    vi.useFakeTimers();
    mockServer(Array.from({ length: 15 }, (_, index) => character(index + 1)));
    renderInApp(<CharacterGallery onPick={() => undefined} />);
    await flush();
    expect(screen.getAllByTestId('character-card')).toHaveLength(12);
    fireEvent.click(screen.getByTestId('gallery-more'));
    await flush();
    expect(screen.getAllByTestId('character-card')).toHaveLength(15);
    expect(screen.queryByTestId('gallery-more')).toBeNull();
  });

  it('offers a retry when loading fails', async () => {
    vi.useFakeTimers();
    const search = mockServer([character(1)]);
    search.mockRejectedValueOnce(new Error('offline'));
    renderInApp(<CharacterGallery onPick={() => undefined} />);
    await flush();
    expect(screen.getByRole('alert').textContent).toContain('The characters could not be loaded.');
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await flush();
    expect(screen.getAllByTestId('character-card')).toHaveLength(1);
  });
});
