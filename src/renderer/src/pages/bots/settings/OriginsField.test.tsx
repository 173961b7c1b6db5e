// The websites editor of the settings form: shown for an embedded bot only (and kept while hidden), an origin
// written as its origin when the box is left, a bad one refused there in words and never added, duplicates
// refused, removal, and a valid origin still in the box sent with the save.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { botsService } from '../../../api/bots';
import { BotSettingsForm } from './BotSettingsForm';
import { renderForm, savedBot, seedAccount } from '../../../test/bots';

beforeEach(seedAccount);
afterEach(() => vi.restoreAllMocks());

const box = () => screen.getByTestId('bot-origin-input') as HTMLInputElement;
const listed = () => screen.queryAllByTestId('bot-origin').map((item) => item.textContent);
const embedded = () => fireEvent.click(screen.getByRole('radio', { name: /^On your websites/ }));
const INVALID = /Write each website as its address without a path/;

describe('the websites editor', () => {
  it('appears for an embedded bot, and keeps its list while hidden', () => {
    renderForm(
      <BotSettingsForm bot={{ ...savedBot, origins: ['https://a.example'] }} onSaved={vi.fn()} />,
    );
    expect(screen.queryByTestId('bot-origins')).toBeNull();
    embedded();
    expect(listed()).toEqual(['https://a.example×']);
    fireEvent.click(screen.getByRole('radio', { name: /^Private/ }));
    expect(screen.queryByTestId('bot-origins')).toBeNull();
    embedded();
    expect(listed()).toEqual(['https://a.example×']);
  });

  it('writes an origin as its origin on leaving the box, adds it, and removes it', () => {
    renderForm(<BotSettingsForm onSaved={vi.fn()} />);
    embedded();
    fireEvent.change(box(), { target: { value: '  https://Example.com:443/ ' } });
    fireEvent.blur(box());
    expect(box().value).toBe('https://example.com');
    fireEvent.keyDown(box(), { key: 'Enter' });
    expect(listed()).toEqual(['https://example.com×']);
    expect(box().value).toBe('');
    expect(document.activeElement).toBe(box());

    fireEvent.change(box(), { target: { value: 'https://EXAMPLE.com' } });
    fireEvent.click(screen.getByTestId('bot-origin-add'));
    expect(screen.getByText('This website is already in the list.')).toBeTruthy();
    expect(listed()).toHaveLength(1);

    fireEvent.click(screen.getByRole('button', { name: 'Remove https://example.com' }));
    expect(listed()).toEqual([]);
    expect(screen.getByText(/No website yet/)).toBeTruthy();
  });

  it('refuses what is not an origin, in words, by the box', () => {
    renderForm(<BotSettingsForm onSaved={vi.fn()} />);
    embedded();
    for (const bad of ['https://example.com/shop', 'https://*.example.com', 'http://example.com']) {
      fireEvent.change(box(), { target: { value: bad } });
      expect(screen.queryByText(INVALID)).toBeNull();
      fireEvent.blur(box());
      expect(screen.getByText(INVALID)).toBeTruthy();
      expect(box().getAttribute('aria-invalid')).toBe('true');
      expect(box().value).toBe(bad);
      fireEvent.keyDown(box(), { key: 'Enter' });
      expect(listed()).toEqual([]);
    }
    // Typing again takes the message away until the box is left.
    fireEvent.change(box(), { target: { value: 'http://localhost:5173' } });
    expect(screen.queryByText(INVALID)).toBeNull();
    fireEvent.blur(box());
    expect(screen.queryByText(INVALID)).toBeNull();
  });

  it('sends a valid origin left in the box, and stops the save for a bad one', async () => {
    const edit = vi.spyOn(botsService, 'edit').mockResolvedValue(savedBot);
    renderForm(<BotSettingsForm bot={savedBot} onSaved={vi.fn()} />);
    embedded();
    fireEvent.change(box(), { target: { value: 'example.com' } });
    fireEvent.click(screen.getByTestId('bot-save'));
    expect(await screen.findByText(INVALID)).toBeTruthy();
    expect(document.activeElement).toBe(box());
    expect(edit).not.toHaveBeenCalled();

    fireEvent.change(box(), { target: { value: 'https://Shop.example/' } });
    fireEvent.click(screen.getByTestId('bot-save'));
    await waitFor(() =>
      expect(edit).toHaveBeenCalledWith(savedBot.id, {
        visibility: 'embedded',
        origins: ['https://shop.example'],
      }),
    );
  });
});
