// The character form: the contract's checks with their own words before any call, trimmed values sent,
// the server's refusal shown in the form; and deleting from "my characters" only after a confirm.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { CharacterInfo } from '@shared/api/roles';
import { rolesService } from '../../api/roles';
import { ApiError } from '../../api/errors';
import { renderInApp } from '../../test/render';
import CharacterForm from './CharacterForm';
import { MyCharacters } from './MyCharacters';

const saved: CharacterInfo = {
  id: '00000000-0000-4000-8000-000000000001',
  name: 'Poet',
  avatar: 'preset:quill',
  description: '',
  greeting: '',
  systemPrompt: 'Write poems.',
  categoryId: 'writing',
  visibility: 'private',
  mine: true,
  locale: null,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
};

afterEach(() => vi.restoreAllMocks());

function categories() {
  vi.spyOn(rolesService, 'categories').mockResolvedValue({
    list: [
      { id: 'writing', name: 'Writing', count: 0 },
      { id: 'study', name: 'Study', count: 0 },
    ],
  });
}

describe('CharacterForm', () => {
  it('shows what is wrong without calling the server', async () => {
    categories();
    const create = vi.spyOn(rolesService, 'create');
    renderInApp(<CharacterForm onClose={() => undefined} onSaved={() => undefined} />);
    await screen.findByRole('option', { name: 'Study' });
    fireEvent.change(screen.getByTestId('form-name'), { target: { value: 'x'.repeat(41) } });
    fireEvent.click(screen.getByTestId('form-save'));
    expect(await screen.findByText('The name must be 1 to 40 characters.')).toBeTruthy();
    expect(screen.getByText('The instructions must be 1 to 8000 characters.')).toBeTruthy();
    expect(screen.getByTestId('form-name').getAttribute('aria-invalid')).toBe('true');
    expect(create).not.toHaveBeenCalled();
  });

  it('sends trimmed values and reports the saved character', async () => {
    categories();
    const create = vi.spyOn(rolesService, 'create').mockResolvedValue(saved);
    const onSaved = vi.fn();
    renderInApp(<CharacterForm onClose={() => undefined} onSaved={onSaved} />);
    await screen.findByRole('option', { name: 'Study' });
    fireEvent.change(screen.getByTestId('form-name'), { target: { value: '  Poet  ' } });
    fireEvent.change(screen.getByTestId('form-prompt'), { target: { value: 'Write poems.' } });
    fireEvent.click(screen.getByRole('radio', { name: /^Everyone/ }));
    fireEvent.click(screen.getByTestId('form-save'));
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(saved));
    expect(create).toHaveBeenCalledWith(
      expect.objectContaining({
        name: '  Poet  ',
        systemPrompt: 'Write poems.',
        categoryId: 'writing',
        visibility: 'public',
        avatar: 'preset:quill',
      }),
    );
  });

  it('shows the server’s message when it refuses', async () => {
    categories();
    vi.spyOn(rolesService, 'edit').mockRejectedValue(new ApiError(404, 'NOT_FOUND', 'Not found.'));
    renderInApp(
      <CharacterForm character={saved} onClose={() => undefined} onSaved={() => undefined} />,
    );
    await screen.findByRole('option', { name: 'Study' });
    expect((screen.getByTestId('form-name') as HTMLInputElement).value).toBe('Poet');
    fireEvent.click(screen.getByTestId('form-save'));
    expect((await screen.findByText('Not found.')).className).toBe('form-alert');
  });
});

describe('MyCharacters', () => {
  it('deletes only after the confirm', async () => {
    const mine = vi
      .spyOn(rolesService, 'mine')
      .mockResolvedValue({ list: [saved], total: 1, page: 1, pageSize: 12 });
    const remove = vi.spyOn(rolesService, 'remove').mockResolvedValue({ ok: true });
    renderInApp(<MyCharacters onPick={() => undefined} />);
    fireEvent.click(await screen.findByTestId('character-delete'));
    expect(screen.getByTestId('confirm-dialog')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByTestId('confirm-dialog')).toBeNull();
    expect(remove).not.toHaveBeenCalled();

    mine.mockResolvedValue({ list: [], total: 0, page: 1, pageSize: 12 });
    fireEvent.click(screen.getByTestId('character-delete'));
    fireEvent.click(screen.getByTestId('confirm-ok'));
    await waitFor(() => expect(remove).toHaveBeenCalledWith(saved.id));
    expect(await screen.findByText(/You have not made a character yet/)).toBeTruthy();
  });
});
