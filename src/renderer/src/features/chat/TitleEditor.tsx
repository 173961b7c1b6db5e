// A conversation's title being edited in place (the sidebar's list, the chat header): Enter saves, Esc
// cancels, leaving the box saves a valid change and drops any other. The length is checked as the user
// types, with the same rule as the server's; the server's own refusal keeps the box open.
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { renameConversation, titleProblem } from './conversation-edits';
import './title-edit.css';

export function TitleEditor(props: {
  conversationId: string;
  title: string;
  className?: string;
  testId: string;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const [value, setValue] = useState(props.title);
  const [saving, setSaving] = useState(false);
  const [tried, setTried] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  /** Set once the editor is leaving: the blur its removal may cause must not save again. */
  const closed = useRef(false);
  const errorId = useId();
  const problem = titleProblem(value);
  // An empty box is only an error once the user tried to save it; too long shows while typing.
  const shown = problem && (tried || value.trim()) ? problem : undefined;

  useEffect(() => {
    input.current?.focus();
    input.current?.select();
  }, []);

  const close = () => {
    closed.current = true;
    props.onDone();
  };

  const save = async (leaving: boolean) => {
    if (saving || closed.current) return;
    if (value.trim() === props.title.trim()) return close();
    if (problem) {
      if (leaving) return close();
      setTried(true);
      return;
    }
    setSaving(true);
    const saved = await renameConversation(props.conversationId, value);
    setSaving(false);
    if (saved || leaving) close();
    else input.current?.focus();
  };

  return (
    <div className={`title-edit ${props.className ?? ''}`}>
      <input
        ref={input}
        className="title-edit-input"
        data-testid={props.testId}
        value={value}
        aria-label={t('chat.rename.label')}
        aria-invalid={shown ? true : undefined}
        aria-describedby={errorId}
        title={t('chat.rename.hint')}
        readOnly={saving}
        onChange={(event) => setValue(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter' && !event.nativeEvent.isComposing) {
            event.preventDefault();
            void save(false);
          } else if (event.key === 'Escape') {
            // Handled here: the page's own Escape (stop an answer, close the sidebar) is not asked for.
            event.preventDefault();
            event.stopPropagation();
            close();
          }
        }}
        onBlur={() => void save(true)}
      />
      <span id={errorId} className="title-edit-error" role="alert" data-testid="title-problem">
        {shown}
      </span>
    </div>
  );
}
