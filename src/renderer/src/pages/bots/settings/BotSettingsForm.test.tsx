// The bot settings form: the contract's checks in their own words by their fields before any call, locked
// and unavailable models not choosable, credits shown and hundredths sent, an edit sending only what changed,
// and the server's refusal shown by the field it is about or above the form.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { DEFAULT_BOT } from '@shared/api/bots';
import { botsService } from '../../../api/bots';
import { ApiError } from '../../../api/errors';
import { renderForm, savedBot, seedAccount } from '../../../test/bots';
import { BotSettingsForm } from './BotSettingsForm';

beforeEach(seedAccount);
afterEach(() => vi.restoreAllMocks());

const save = () => fireEvent.click(screen.getByTestId('bot-save'));
const type = (testId: string, value: string) =>
  fireEvent.change(screen.getByTestId(testId), { target: { value } });

describe('BotSettingsForm', () => {
  it('shows what is wrong by its fields, focuses the first, and calls nothing', async () => {
    const create = vi.spyOn(botsService, 'create');
    renderForm(<BotSettingsForm onSaved={() => undefined} />);
    fireEvent.click(screen.getByTestId('bot-question-add'));
    type('bot-question', 'x'.repeat(121));
    type('bot-welcome', 'w'.repeat(501));
    save();
    expect(await screen.findByText('Give the bot a name.')).toBeTruthy();
    expect(screen.getByText('A suggested question may have at most 120 characters.')).toBeTruthy();
    expect(screen.getByText(/This welcome message is too long/)).toBeTruthy();
    const name = screen.getByTestId('bot-name');
    expect(name.getAttribute('aria-invalid')).toBe('true');
    expect(name.getAttribute('aria-describedby')).toContain('-error');
    expect(document.activeElement).toBe(name);
    expect(create).not.toHaveBeenCalled();

    // Fixed fields lose their message at once; the others keep theirs.
    type('bot-name', 'Garden helper');
    expect(screen.queryByText('Give the bot a name.')).toBeNull();
    expect(screen.getByText('A suggested question may have at most 120 characters.')).toBeTruthy();
  });

  it('offers only the models this account may use, in the chat picker’s words', () => {
    renderForm(<BotSettingsForm onSaved={() => undefined} />);
    const select = screen.getByTestId('bot-model') as HTMLSelectElement;
    expect(select.value).toBe('gpt-4o-mini');
    const option = (name: RegExp) => screen.getByRole('option', { name }) as HTMLOptionElement;
    expect(option(/Claude Sonnet \(Paid plans\)/).disabled).toBe(true);
    expect(option(/Offline model \(Unavailable\)/).disabled).toBe(true);
    expect(option(/^GPT-4o mini$/).disabled).toBe(false);
    expect(screen.getByTestId('bot-model-plans').getAttribute('href')).toBe('/price');
  });

  it('creates with every value: trimmed by the server, blank questions dropped, credits as hundredths', async () => {
    const create = vi.spyOn(botsService, 'create').mockResolvedValue(savedBot);
    const onSaved = vi.fn();
    renderForm(<BotSettingsForm onSaved={onSaved} />);
    type('bot-name', 'Garden helper');
    type('bot-instructions', 'Answer about roses.');
    fireEvent.click(screen.getByTestId('bot-question-add'));
    type('bot-question', 'When do I plant tulips?');
    fireEvent.click(screen.getByTestId('bot-question-add'));
    fireEvent.click(screen.getByRole('radio', { name: /^Strict/ }));
    type('bot-daily-cap', '12.5');
    save();
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(savedBot));
    expect(create).toHaveBeenCalledWith({
      ...DEFAULT_BOT,
      name: 'Garden helper',
      model: 'gpt-4o-mini',
      instructions: 'Answer about roses.',
      questions: ['When do I plant tulips?'],
      strictness: 'strict',
      dailyCap: 1250,
    });
  });

  it('shows the daily limit in credits and refuses a cleared context budget', async () => {
    renderForm(<BotSettingsForm bot={{ ...savedBot, dailyCap: 250 }} onSaved={() => undefined} />);
    expect((screen.getByTestId('bot-daily-cap') as HTMLInputElement).value).toBe('2.50');
    type('bot-context', '');
    save();
    expect(
      await screen.findByText(
        'The knowledge per answer must be a whole number from 200 to 8,000 tokens.',
      ),
    ).toBeTruthy();
  });

  it('sends an edit only what changed', async () => {
    const edit = vi
      .spyOn(botsService, 'edit')
      .mockResolvedValue({ ...savedBot, name: 'Rose helper' });
    renderForm(<BotSettingsForm bot={savedBot} onSaved={() => undefined} />);
    type('bot-name', 'Rose helper');
    fireEvent.click(screen.getByRole('radio', { name: /^Anyone with the link/ }));
    save();
    await waitFor(() =>
      expect(edit).toHaveBeenCalledWith(savedBot.id, { name: 'Rose helper', visibility: 'link' }),
    );
  });

  it('shows a refusal by the field it names, or above the form', async () => {
    const edit = vi
      .spyOn(botsService, 'edit')
      .mockRejectedValue(
        new ApiError(400, 'MODEL_LOCKED', 'Free accounts cannot use GPT-4o mini: upgrade.'),
      );
    renderForm(<BotSettingsForm bot={savedBot} onSaved={() => undefined} />);
    type('bot-name', 'Rose helper');
    save();
    const byModel = await screen.findByText('Free accounts cannot use GPT-4o mini: upgrade.');
    expect(byModel.className).toBe('form-error');
    expect(screen.getByTestId('bot-model').getAttribute('aria-invalid')).toBe('true');

    edit.mockRejectedValue(new ApiError(404, 'NOT_FOUND', 'Not found.'));
    save();
    expect((await screen.findByTestId('bot-form-refusal')).textContent).toBe('Not found.');
  });
});
