// The console's one way to act on something: a dialog with what the action needs (`children`) and the
// admin's reason, kept in the audit log. The server's refusal shows inside it, and the dialog stays for another
// try; a change that went through closes it.
import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../components/Dialog';
import { DialogActions } from '../../components/DialogActions';
import { messageOf } from '../tasks/use-image-slot';
import { refreshAdmin } from '../../queries/admin';

export function ActionDialog(props: {
  title: string;
  lead?: string;
  okText: string;
  danger?: boolean;
  children?: ReactNode;
  /** What is wrong with the action's own fields, checked before anything is sent. */
  check?(): string | undefined;
  /** Runs with the admin's reason; may throw a refusal to show. */
  onSubmit(note: string): Promise<unknown>;
  onClose(): void;
  testId: string;
}) {
  const { t } = useTranslation();
  const titleId = useId();
  const noteId = useId();
  const [note, setNote] = useState('');
  const [problem, setProblem] = useState<string>();
  const [busy, setBusy] = useState(false);
  const submit = async () => {
    const wrong = props.check?.() ?? (note.trim() ? undefined : t('admin.errors.reasonRequired'));
    if (wrong) return setProblem(wrong);
    setBusy(true);
    setProblem(undefined);
    try {
      await props.onSubmit(note.trim());
      refreshAdmin();
      props.onClose();
    } catch (error) {
      setProblem(messageOf(error, t));
      setBusy(false);
    }
  };
  return (
    <Dialog labelledBy={titleId} onClose={props.onClose} small testId={props.testId}>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <div className="dialog-body admin-dialog">
          <h2 id={titleId}>{props.title}</h2>
          {props.lead && <p>{props.lead}</p>}
          {props.children}
          <label htmlFor={noteId}>{t('admin.users.note')}</label>
          <textarea
            id={noteId}
            rows={2}
            maxLength={200}
            value={note}
            placeholder={t('admin.users.notePlaceholder')}
            onChange={(event) => setNote(event.target.value)}
            data-testid="admin-note"
          />
          {problem && (
            <p className="admin-problem" role="alert" data-testid="admin-problem">
              {problem}
            </p>
          )}
        </div>
        <DialogActions
          okText={props.okText}
          busy={busy}
          danger={props.danger}
          onCancel={props.onClose}
          testId="admin-submit"
        />
      </form>
    </Dialog>
  );
}
