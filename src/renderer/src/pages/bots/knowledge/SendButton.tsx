// The add button of each way to add a source, busy while it sends, and the server's refusal beside it.
import { useTranslation } from 'react-i18next';

export function SendButton(props: { busy: boolean; label: string; testId: string }) {
  const { t } = useTranslation();
  return (
    <div className="knowledge-send">
      <button
        type="submit"
        className="btn btn-primary"
        disabled={props.busy}
        aria-busy={props.busy || undefined}
        data-testid={props.testId}
      >
        {props.busy && <span className="spinner knowledge-spinner" aria-hidden="true" />}
        {props.busy ? t('bots.knowledge.adding') : props.label}
      </button>
    </div>
  );
}

export function Refusal(props: { text?: string; testId: string }) {
  if (!props.text) return null;
  return (
    <p className="form-alert knowledge-refusal" role="alert" data-testid={props.testId}>
      {props.text}
    </p>
  );
}
