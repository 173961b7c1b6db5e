// Reporting a picture, a public character or a public bot: a reason (required) and, if wanted, a few words.
// The server's refusal (one's own, too many reports) shows in the dialog; a report sent says thanks.
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  REPORT_DETAILS_CHARS,
  REPORT_REASONS,
  type ReportReason,
  type ReportTarget,
} from '@shared/api/reports';
import { feedService } from '../../api/feed';
import { toast } from '../../api/toast';
import { Dialog } from '../../components/Dialog';
import { DialogActions } from '../../components/DialogActions';
import { messageOf } from '../tasks/use-image-slot';
import '../tasks/tasks.css';
import './dialog-forms.css';

export function ReportDialog(props: { kind: ReportTarget; id: string; onClose(): void }) {
  const { t } = useTranslation();
  const titleId = useId();
  const detailsId = useId();
  const [reason, setReason] = useState<ReportReason>();
  const [details, setDetails] = useState('');
  const [problem, setProblem] = useState<string>();
  const [busy, setBusy] = useState(false);
  const send = async () => {
    if (!reason) return setProblem(t('community.report.reasonRequired'));
    setBusy(true);
    setProblem(undefined);
    try {
      await feedService.report({ kind: props.kind, id: props.id, reason, details });
      toast('success', t('community.report.sent'));
      props.onClose();
    } catch (error) {
      setProblem(messageOf(error, t));
      setBusy(false);
    }
  };
  return (
    <Dialog labelledBy={titleId} onClose={props.onClose} small testId="report-dialog">
      <form
        onSubmit={(event) => {
          event.preventDefault();
          void send();
        }}
      >
        <div className="dialog-body">
          <h2 id={titleId}>{t('community.report.title')}</h2>
          <p>{t('community.report.lead')}</p>
          <fieldset className="report-reasons">
            <legend className="tool-label">{t('community.report.reason')}</legend>
            {REPORT_REASONS.map((value) => (
              <label key={value} className="report-reason">
                <input
                  type="radio"
                  name={`${titleId}-reason`}
                  value={value}
                  checked={reason === value}
                  onChange={() => setReason(value)}
                  data-testid={`report-reason-${value}`}
                />
                {t(`community.report.reasons.${value}`)}
              </label>
            ))}
          </fieldset>
          <label className="tool-label" htmlFor={detailsId}>
            {t('community.report.details')}
          </label>
          <textarea
            id={detailsId}
            className="tool-textarea"
            rows={3}
            maxLength={REPORT_DETAILS_CHARS}
            value={details}
            placeholder={t('community.report.detailsPlaceholder')}
            onChange={(event) => setDetails(event.target.value)}
            data-testid="report-details"
          />
          {problem && (
            <p className="form-problem" role="alert" data-testid="report-problem">
              {problem}
            </p>
          )}
        </div>
        <DialogActions
          okText={t('community.report.send')}
          busy={busy}
          onCancel={props.onClose}
          testId="report-send"
        />
      </form>
    </Dialog>
  );
}
