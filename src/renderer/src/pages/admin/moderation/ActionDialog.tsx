// The one dialog every moderation action opens: it says what the action does, asks for the admin's reason
// (required: the audit log keeps it) and, for suspending the author, the reason the user reads. The server's
// refusal (another admin decided first) shows in the dialog, which stays for Cancel.
import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../../components/Dialog';
import { messageOf } from '../../../features/tasks/use-image-slot';
import '../../../features/community/dialog-forms.css';
import '../../../features/tasks/tasks.css';

const NOTE_CHARS = 200;

export function ActionDialog(props: {
  title: string;
  lead: string;
  okText: string;
  danger?: boolean;
  /** Fields above the reason (the suspension's reason the user reads). */
  children?: ReactNode;
  onSubmit(note: string): Promise<unknown>;
  onClose(): void;
}) {
  const { t } = useTranslation();
  const titleId = useId();
  const noteId = useId();
  const [note, setNote] = useState('');
  const [problem, setProblem] = useState<string>();
  const [busy, setBusy] = useState(false);
  const submit = async () => {
    if (!note.trim()) return setProblem(t('admin.errors.reasonRequired'));
    setBusy(true);
    setProblem(undefined);
    try {
      await props.onSubmit(note.trim());
      props.onClose();
    } catch (error) {
      setProblem(messageOf(error, t));
      setBusy(false);
    }
  };
  return (
    <Dialog labelledBy={titleId} onClose={props.onClose} small testId="moderation-dialog">
      <form
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <div className="dialog-body">
          <h2 id={titleId}>{props.title}</h2>
          <p>{props.lead}</p>
          {props.children}
          <label className="tool-label" htmlFor={noteId}>
            {t('admin.moderation.note')}
          </label>
          <textarea
            id={noteId}
            className="tool-textarea"
            rows={3}
            maxLength={NOTE_CHARS}
            aria-required="true"
            value={note}
            onChange={(event) => setNote(event.target.value)}
            data-testid="moderation-note"
          />
          {problem && (
            <p className="form-problem" role="alert" data-testid="moderation-problem">
              {problem}
            </p>
          )}
        </div>
        <div className="dialog-actions">
          <button type="button" className="btn" onClick={props.onClose}>
            {t('app.cancel')}
          </button>
          <button
            type="submit"
            className={props.danger ? 'btn btn-primary btn-danger-fill' : 'btn btn-primary'}
            disabled={busy}
            data-testid="moderation-confirm"
          >
            {busy ? t('app.loading') : props.okText}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
