// One way to ask "are you sure?" on the chat pages: antd's confirm dialog (focus kept inside, Escape cancels,
// right-to-left aware), with the OK button busy until the action is done and named for end-to-end tests.
import { createContext, use, useCallback, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Modal } from 'antd';

export interface ConfirmOptions {
  title: string;
  content: string;
  okText: string;
  /** Runs on OK; the dialog stays open (its button busy) until it settles. */
  onOk: () => Promise<unknown>;
}

type Confirm = (options: ConfirmOptions) => void;

const ConfirmContext = createContext<Confirm>(() => undefined);

export function ConfirmProvider({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const [modal, holder] = Modal.useModal();
  const confirm = useCallback<Confirm>(
    (options) => {
      void modal.confirm({
        title: options.title,
        content: options.content,
        okText: options.okText,
        cancelText: t('app.cancel'),
        okButtonProps: { danger: true, 'data-testid': 'confirm-ok' },
        cancelButtonProps: { 'data-testid': 'confirm-cancel' },
        autoFocusButton: 'cancel',
        onOk: () => options.onOk().catch(() => undefined),
      });
    },
    [modal, t],
  );
  return (
    <ConfirmContext value={confirm}>
      {holder}
      {children}
    </ConfirmContext>
  );
}

export function useConfirm(): Confirm {
  return use(ConfirmContext);
}
