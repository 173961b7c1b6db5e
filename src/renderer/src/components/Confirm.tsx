// The one way to ask "are you sure?": `useConfirm()` opens a small dialog on the native <dialog> (focus kept
// inside, Esc cancels) with Cancel focused, so Enter alone never confirms. The confirm button stays busy
// until the action settles; a failed action has already told the user why, and the dialog stays for another
// try or Cancel. No UI kit: the home page asks too, and its first load stays small.
import { createContext, use, useCallback, useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from './Dialog';

export interface ConfirmOptions {
  title: string;
  content: string;
  okText: string;
  /** Cancel's label when "Cancel" would read oddly ("Keep my plan"). */
  cancelText?: string;
  /** A red confirm button, for what cannot be undone (the default). */
  danger?: boolean;
  /** The confirm button's test id, when a page needs its own. */
  okTestId?: string;
  /** Runs on confirm; the dialog closes once it has succeeded. */
  onOk: () => Promise<unknown>;
}

type Confirm = (options: ConfirmOptions) => void;

const ConfirmContext = createContext<Confirm>(() => undefined);

function ConfirmDialog({ options, onClose }: { options: ConfirmOptions; onClose(): void }) {
  const { t } = useTranslation();
  const titleId = useId();
  const [busy, setBusy] = useState(false);
  const confirm = async () => {
    setBusy(true);
    try {
      await options.onOk();
      onClose();
    } catch {
      setBusy(false);
    }
  };
  const danger = options.danger ?? true;
  return (
    <Dialog labelledBy={titleId} onClose={onClose} small testId="confirm-dialog">
      <div className="dialog-body">
        <h2 id={titleId}>{options.title}</h2>
        <p>{options.content}</p>
      </div>
      <div className="dialog-actions">
        <button
          type="button"
          className="btn"
          onClick={onClose}
          autoFocus
          data-testid="confirm-cancel"
        >
          {options.cancelText ?? t('app.cancel')}
        </button>
        <button
          type="button"
          className={danger ? 'btn btn-primary btn-danger-fill' : 'btn btn-primary'}
          onClick={() => void confirm()}
          disabled={busy}
          data-testid={options.okTestId ?? 'confirm-ok'}
        >
          {busy ? t('app.loading') : options.okText}
        </button>
      </div>
    </Dialog>
  );
}

/** Holds the one question asked at a time; mounted once, around the routes. */
export function ConfirmProvider({ children }: { children: ReactNode }) {
  const [asked, setAsked] = useState<ConfirmOptions>();
  const close = useCallback(() => setAsked(undefined), []);
  return (
    <ConfirmContext value={setAsked}>
      {children}
      {asked && <ConfirmDialog options={asked} onClose={close} />}
    </ConfirmContext>
  );
}

export function useConfirm(): Confirm {
  return use(ConfirmContext);
}
