// The composer's keys: Enter sends, Shift+Enter breaks the line, Escape stops a running answer; a refused
// message comes back into the box.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen } from '@testing-library/react';
import { renderInApp } from '../../../test/render';
import { MemoryRouter } from 'react-router-dom';
import type { ModelInfo } from '@shared/api/model';
import { Composer, type ComposerProps } from './Composer';

const model: ModelInfo = {
  id: 'gpt-4o-mini',
  label: 'GPT-4o mini',
  provider: 'openai',
  vision: true,
  free: true,
  contextWindow: 128000,
  maxOutput: 4096,
  available: true,
};

function setup(overrides: Partial<ComposerProps> = {}) {
  const props: ComposerProps = {
    running: false,
    model,
    modelUsable: true,
    placeholder: 'Type a message…',
    picker: null,
    onSend: vi.fn(async () => 'accepted' as const),
    onStop: vi.fn(),
    ...overrides,
  };
  const view = renderInApp(
    <MemoryRouter>
      <Composer {...props} />
    </MemoryRouter>,
  );
  const input = screen.getByTestId('chat-input') as HTMLTextAreaElement;
  return { props, input, view };
}

// Unsent text is kept per conversation in sessionStorage: each test starts with none.
beforeEach(() => sessionStorage.clear());

describe('the composer', () => {
  it('keeps an unsent message for its conversation when the page goes away, and forgets it once sent', async () => {
    const first = setup({ conversationId: 'c1' });
    fireEvent.change(first.input, { target: { value: 'Half a thought' } });
    first.view.unmount();
    const again = setup({ conversationId: 'c1' });
    expect(again.input.value).toBe('Half a thought');
    again.view.unmount();
    const other = setup({ conversationId: 'c2' });
    expect(other.input.value).toBe('');
    other.view.unmount();
    const back = setup({ conversationId: 'c1' });
    await act(async () => {
      fireEvent.keyDown(back.input, { key: 'Enter' });
    });
    back.view.unmount();
    expect(setup({ conversationId: 'c1' }).input.value).toBe('');
  });

  it('sends with Enter and clears the box', async () => {
    const { props, input } = setup();
    fireEvent.change(input, { target: { value: 'Hello there' } });
    await act(async () => {
      fireEvent.keyDown(input, { key: 'Enter' });
    });
    expect(props.onSend).toHaveBeenCalledWith('Hello there', []);
    expect(input.value).toBe('');
  });

  it('does not send with Shift+Enter (the browser breaks the line)', () => {
    const { props, input } = setup();
    fireEvent.change(input, { target: { value: 'line one' } });
    const event = fireEvent.keyDown(input, { key: 'Enter', shiftKey: true });
    expect(event).toBe(true); // not prevented: the newline goes in
    expect(props.onSend).not.toHaveBeenCalled();
  });

  it('leaves Enter to an input method composing text', () => {
    const { props, input } = setup();
    fireEvent.change(input, { target: { value: 'ni' } });
    fireEvent.keyDown(input, { key: 'Enter', isComposing: true });
    expect(props.onSend).not.toHaveBeenCalled();
  });

  it('does not send an empty or blank message, and disables Send', () => {
    const { props, input } = setup();
    expect((screen.getByTestId('chat-send') as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(input, { target: { value: '   \n ' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(props.onSend).not.toHaveBeenCalled();
    expect((screen.getByTestId('chat-send') as HTMLButtonElement).disabled).toBe(true);
  });

  it('stops a running answer with Escape, and shows Stop instead of Send', () => {
    const { props, input } = setup({ running: true });
    expect(screen.queryByTestId('chat-send')).toBeNull();
    fireEvent.keyDown(input, { key: 'Escape' });
    expect(props.onStop).toHaveBeenCalledTimes(1);
    fireEvent.click(screen.getByTestId('chat-stop'));
    expect(props.onStop).toHaveBeenCalledTimes(2);
  });

  it('does not send while an answer runs, and Escape does nothing when none runs', () => {
    const running = setup({ running: true });
    fireEvent.change(running.input, { target: { value: 'next' } });
    fireEvent.keyDown(running.input, { key: 'Enter' });
    expect(running.props.onSend).not.toHaveBeenCalled();
    running.view.unmount();
    const idle = setup();
    fireEvent.keyDown(idle.input, { key: 'Escape' });
    expect(idle.props.onStop).not.toHaveBeenCalled();
  });

  it('puts a refused message back into the box', async () => {
    const { input } = setup({ onSend: vi.fn(async () => 'refused' as const) });
    fireEvent.change(input, { target: { value: 'Too expensive question' } });
    await act(async () => {
      fireEvent.keyDown(input, { key: 'Enter' });
    });
    expect(input.value).toBe('Too expensive question');
  });

  it('shows the count near the limit and refuses a message over it', () => {
    const { props, input } = setup();
    fireEvent.change(input, { target: { value: 'x'.repeat(32_001) } });
    expect(screen.getByTestId('char-count').textContent).toBe('32,001 / 32,000');
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(props.onSend).not.toHaveBeenCalled();
  });
});
