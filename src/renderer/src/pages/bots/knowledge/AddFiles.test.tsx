// Files are checked before anything is sent: a type the server does not read and a file over the size limit
// are refused in words naming the file; the others are sent, each as a source of its own with its own key.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { SOURCE_LIMITS, type SourceView } from '@shared/api/bot-sources';
import { botSourcesService } from '../../../api/bot-sources';
import { renderInApp } from '../../../test/render';
import { AddFiles } from './AddFiles';

const BOT = '00000000-0000-4000-8000-000000000001';

afterEach(() => vi.restoreAllMocks());

function file(name: string, size?: number): File {
  const made = new File(['Roses need water twice a week.'], name, { type: '' });
  if (size !== undefined) Object.defineProperty(made, 'size', { value: size });
  return made;
}
const choose = (...files: File[]) =>
  fireEvent.change(screen.getByTestId('knowledge-file-input'), { target: { files } });
const source = (name: string) => ({ id: name, name }) as unknown as SourceView;

describe('adding files', () => {
  it('refuses a file too large or of another type before sending it, and says why', async () => {
    const add = vi.spyOn(botSourcesService, 'add');
    renderInApp(<AddFiles botId={BOT} />);
    choose(
      file('photo.png'),
      file('manual.pdf', SOURCE_LIMITS.fileBytes + 1),
      file('empty.txt', 0),
    );
    const rows = await screen.findAllByTestId('knowledge-file');
    expect(rows.map((row) => row.getAttribute('data-state'))).toEqual([
      'refused',
      'refused',
      'refused',
    ]);
    expect(rows[0]!.textContent).toBe(
      'photo.png cannot be read: use .txt .md .markdown .html .htm .pdf .docx.',
    );
    expect(rows[1]!.textContent).toBe('manual.pdf is too large (10 MB): at most 10 MB.');
    expect(rows[2]!.textContent).toBe('empty.txt is empty.');
    expect(add).not.toHaveBeenCalled();
  });

  it('sends each readable file as its own source with its own key, as a data URL', async () => {
    const add = vi
      .spyOn(botSourcesService, 'add')
      .mockImplementation(async (body) => source('name' in body ? body.name : ''));
    renderInApp(<AddFiles botId={BOT} />);
    choose(file('Roses.MD'), file('notes.exe'), file('guide.docx'));
    await waitFor(() => expect(add).toHaveBeenCalledTimes(2));
    const bodies = add.mock.calls.map(([body]) => body);
    expect(bodies.map((body) => body.kind)).toEqual(['file', 'file']);
    expect(bodies.map((body) => ('name' in body ? body.name : ''))).toEqual([
      'Roses.MD',
      'guide.docx',
    ]);
    expect(bodies.every((body) => body.botId === BOT)).toBe(true);
    expect(bodies.every((body) => 'data' in body && body.data.startsWith('data:'))).toBe(true);
    expect(bodies[0]!.clientKey).not.toBe(bodies[1]!.clientKey);
    await waitFor(() =>
      expect(
        screen.getAllByTestId('knowledge-file').map((row) => row.getAttribute('data-state')),
      ).toEqual(['added', 'refused', 'added']),
    );
  });

  it('shows the server’s refusal of a file by its name', async () => {
    vi.spyOn(botSourcesService, 'add').mockRejectedValue(
      new Error('This type of file cannot be read.'),
    );
    renderInApp(<AddFiles botId={BOT} />);
    choose(file('fake.pdf'));
    await waitFor(() =>
      expect(screen.getByTestId('knowledge-file').textContent).toBe(
        'fake.pdf: This type of file cannot be read.',
      ),
    );
  });
});
