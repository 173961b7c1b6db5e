// A form dialog's footer: Cancel, and the action that stays busy while it runs. Without `onOk` the action
// submits the dialog's form (Enter in a field does the same).
import { useTranslation } from 'react-i18next';

export function DialogActions(props: {
  okText: string;
  busy: boolean;
  onCancel(): void;
  onOk?(): void;
  /** A red action, for what cannot be undone. */
  danger?: boolean;
  testId: string;
}) {
  const { t } = useTranslation();
  return (
    <div className="dialog-actions">
      <button type="button" className="btn" onClick={props.onCancel}>
        {t('app.cancel')}
      </button>
      <button
        type={props.onOk ? 'button' : 'submit'}
        className={props.danger ? 'btn btn-primary btn-danger-fill' : 'btn btn-primary'}
        disabled={props.busy}
        onClick={props.onOk}
        data-testid={props.testId}
      >
        {props.busy ? t('app.loading') : props.okText}
      </button>
    </div>
  );
}
