import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from './Dialog';

/** Asks before something that cannot be undone; Cancel has the focus, so Enter alone never confirms. */
export function ConfirmDialog(props: {
  title: string;
  message: string;
  confirmLabel: string;
  onConfirm(): Promise<void>;
  onClose(): void;
}) {
  const { t } = useTranslation();
  const titleId = useId();
  const [busy, setBusy] = useState(false);
  const confirm = async () => {
    setBusy(true);
    try {
      await props.onConfirm();
      props.onClose();
    } catch {
      // The call already told the user why; the dialog stays for another try or Cancel.
      setBusy(false);
    }
  };
  return (
    <Dialog labelledBy={titleId} onClose={props.onClose} small testId="confirm-dialog">
      <div className="dialog-body">
        <h2 id={titleId}>{props.title}</h2>
        <p>{props.message}</p>
      </div>
      <div className="dialog-actions">
        <button type="button" className="btn" onClick={props.onClose} autoFocus>
          {t('app.cancel')}
        </button>
        <button
          type="button"
          className="btn btn-primary btn-danger-fill"
          onClick={() => void confirm()}
          disabled={busy}
          data-testid="confirm-ok"
        >
          {busy ? t('app.loading') : props.confirmLabel}
        </button>
      </div>
    </Dialog>
  );
}
