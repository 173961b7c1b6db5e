// Where a question is asked: Enter sends, Shift+Enter starts a new line; while an answer is written the box
// waits and Stop (or Esc, where Esc means nothing else) ends the answer.
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { MAX_MESSAGE_CHARS } from '@shared/api/chat';

export function ChatComposer(props: {
  running: boolean;
  onSend(text: string): void;
  onStop(): void;
  /** Esc stops the answer; false where Esc closes what holds the chat (the widget). */
  stopOnEscape?: boolean;
}) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const { running, onStop, stopOnEscape = true } = props;
  const box = useRef<HTMLTextAreaElement>(null);
  useEffect(() => {
    if (!running) {
      // The box was disabled while the answer was written: the asker goes on typing where they were.
      if (document.activeElement === document.body) box.current?.focus();
      return;
    }
    if (!stopOnEscape) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onStop();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [running, onStop, stopOnEscape]);
  const send = (event?: FormEvent) => {
    event?.preventDefault();
    const question = text.trim();
    if (!question || running) return;
    props.onSend(question);
    setText('');
  };
  return (
    <form className="bot-chat-composer" onSubmit={send} data-testid="bot-chat-composer">
      <textarea
        ref={box}
        value={text}
        rows={2}
        dir="auto"
        maxLength={MAX_MESSAGE_CHARS}
        disabled={running}
        aria-label={t('bots.testChat.input')}
        placeholder={t('bots.testChat.placeholder')}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing)
            send(event);
        }}
        data-testid="bot-chat-input"
      />
      {running ? (
        <button
          type="button"
          className="btn btn-danger"
          onClick={onStop}
          data-testid="bot-chat-stop"
        >
          {t('bots.testChat.stop')}
        </button>
      ) : (
        <button
          type="submit"
          className="btn btn-primary"
          disabled={!text.trim()}
          data-testid="bot-chat-send"
        >
          {t('bots.testChat.send')}
        </button>
      )}
    </form>
  );
}
