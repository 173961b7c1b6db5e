// Editing a question in place: sending it again replaces everything after it with a new answer. Enter sends,
// Shift+Enter breaks the line, Escape cancels, as in the composer.
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MAX_MESSAGE_CHARS, type ChatMessage } from '@shared/api/chat';
import { editAndResend } from '../conversation-actions';

export function EditBox({ message, onDone }: { message: ChatMessage; onDone: () => void }) {
  const { t } = useTranslation();
  const [text, setText] = useState(message.content);
  const [sending, setSending] = useState(false);
  const area = useRef<HTMLTextAreaElement>(null);
  useEffect(() => {
    const element = area.current;
    if (!element) return;
    element.focus();
    element.setSelectionRange(element.value.length, element.value.length);
  }, []);
  const valid = text.trim().length > 0 && text.length <= MAX_MESSAGE_CHARS;
  const changed = text.trim() !== message.content.trim();

  const submit = async () => {
    if (!valid || sending) return;
    if (!changed) return onDone();
    setSending(true);
    const result = await editAndResend(message.id, text);
    setSending(false);
    if (result === 'accepted') onDone();
  };

  return (
    <form
      className="msg-edit"
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <textarea
        ref={area}
        className="msg-edit-input"
        data-testid="msg-edit-input"
        aria-label={t('chat.message.editLabel')}
        value={text}
        rows={Math.min(12, Math.max(2, text.split('\n').length))}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
            event.preventDefault();
            void submit();
          } else if (event.key === 'Escape') {
            event.preventDefault();
            onDone();
          }
        }}
      />
      <div className="msg-edit-actions">
        <button type="button" className="btn" onClick={onDone}>
          {t('app.cancel')}
        </button>
        <button
          type="submit"
          className="btn btn-primary"
          data-testid="msg-edit-send"
          disabled={!valid || sending}
        >
          {t('chat.message.editSend')}
        </button>
      </div>
    </form>
  );
}
