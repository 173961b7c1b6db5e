// One target of the queue: what it is (a picture's thumbnail and prompt, a character's or bot's name and
// description), whose, why it waits (its reports by reason, the latest one, the checked words found) and the
// decisions on it, each behind a dialog that asks for the admin's reason. In the decided list it says what was
// decided, by whom and why.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ModerationDecision, ModerationRow } from '@shared/api/admin-moderation';
import { SUSPENSION_REASONS, type SuspensionReason } from '@shared/api/user';
import { adminService } from '../../../api/admin';
import { moderationService } from '../../../api/admin-moderation';
import { toast } from '../../../api/toast';
import { fileUrl } from '../../../api/upload';
import { useCreditsFormat } from '../../../features/billing/credits-format';
import { ActionDialog } from '../../../features/admin/ActionDialog';

type Action = ModerationDecision | 'suspend';

/** A picture waits for its words or reports, so dismissing is restoring; a character or bot was never down. */
const DECISIONS: Record<ModerationRow['kind'], ModerationDecision[]> = {
  feed: ['restore', 'hide'],
  character: ['dismiss', 'hide'],
  bot: ['dismiss', 'hide'],
};

function SuspendDialog(props: { row: ModerationRow; onClose(): void }) {
  const { t } = useTranslation();
  const [reason, setReason] = useState<SuspensionReason>(SUSPENSION_REASONS[0]);
  const author = props.row.author!;
  return (
    <ActionDialog
      title={t('admin.moderation.suspendTitle', { email: author.email })}
      lead={t('admin.moderation.suspendLead')}
      okText={t('admin.moderation.suspend')}
      danger
      testId="moderation-suspend-dialog"
      onClose={props.onClose}
      onSubmit={async (note) => {
        await adminService.suspend({ id: author.id, reason, note });
        toast('success', t('admin.moderation.suspended'));
      }}
    >
      <label className="tool-label">
        {t('admin.moderation.suspendReason')}
        <select
          className="moderation-select"
          value={reason}
          onChange={(event) => setReason(event.target.value as SuspensionReason)}
          data-testid="moderation-suspend-reason"
        >
          {SUSPENSION_REASONS.map((value) => (
            <option key={value} value={value}>
              {t(`errors.suspensionReasons.${value}`)}
            </option>
          ))}
        </select>
      </label>
    </ActionDialog>
  );
}

export function QueueCard({ row }: { row: ModerationRow }) {
  const { t } = useTranslation();
  const format = useCreditsFormat();
  const [action, setAction] = useState<Action>();
  const close = () => setAction(undefined);
  const { preview } = row;
  return (
    <li className="moderation-card card" data-testid="moderation-row" data-kind={row.kind}>
      {preview?.thumbUrl && (
        <img className="moderation-thumb" src={fileUrl(preview.thumbUrl)} alt="" loading="lazy" />
      )}
      <div className="moderation-body">
        <div className="moderation-head">
          <span className="tag">{t(`admin.moderation.kinds.${row.kind}`)}</span>
          {preview && (
            <span className="muted">
              {t('admin.moderation.status', { status: preview.status })}
            </span>
          )}
        </div>
        {preview ? (
          <>
            {preview.title && <h3 className="moderation-title">{preview.title}</h3>}
            {preview.text && <p className="moderation-text">{preview.text}</p>}
          </>
        ) : (
          <p className="muted">{t('admin.moderation.gone')}</p>
        )}
        <p className="muted moderation-meta">
          {row.author
            ? t('admin.moderation.author', { email: row.author.email })
            : t('admin.moderation.shipped')}
          {row.createdAt &&
            ` · ${t('admin.moderation.created', { date: format.dateTime(row.createdAt) })}`}
          {row.firstReportedAt &&
            ` · ${t('admin.moderation.firstReported', { date: format.dateTime(row.firstReportedAt) })}`}
        </p>
        {row.flaggedWords.length > 0 && (
          <p data-testid="moderation-flagged">
            <strong>{t('admin.moderation.flaggedWords')}: </strong>
            {row.flaggedWords.map((word) => (
              <bdi key={word} className="tag moderation-word">
                {word}
              </bdi>
            ))}
          </p>
        )}
        {row.reasons.length > 0 && (
          <p>
            <strong>{t('admin.moderation.reasons')}: </strong>
            {row.reasons
              .map(({ reason, count }) => `${t(`community.report.reasons.${reason}`)} × ${count}`)
              .join(', ')}
            {' · '}
            {t('admin.moderation.openReports', { count: row.openReports })}
          </p>
        )}
        {row.latestReport && (
          <p className="moderation-latest">
            <strong>{t('admin.moderation.latestReport')}: </strong>
            {t(`community.report.reasons.${row.latestReport.reason}`)}
            {row.latestReport.details && (
              <>
                {' '}
                — <bdi>{row.latestReport.details}</bdi>
              </>
            )}
            <span className="muted"> · {format.dateTime(row.latestReport.createdAt)}</span>
          </p>
        )}
        {row.decided && (
          <p data-testid="moderation-decided">
            {t('admin.moderation.decidedBy', {
              decision: t(`admin.moderation.decided.${row.decided.decision}`),
              who: row.decided.by ?? t('admin.audit.commandLine'),
              date: format.dateTime(row.decided.at),
            })}
            {row.decided.note && (
              <> · {t('admin.moderation.decisionNote', { note: row.decided.note })}</>
            )}
          </p>
        )}
        <div className="moderation-actions">
          {!row.decided &&
            DECISIONS[row.kind].map((decision) => (
              <button
                key={decision}
                type="button"
                className={decision === 'hide' ? 'btn moderation-hide' : 'btn'}
                onClick={() => setAction(decision)}
                data-testid={`moderation-${decision}`}
              >
                {t(`admin.moderation.decisions.${decision}`)}
              </button>
            ))}
          {row.author && (
            <button
              type="button"
              className="btn btn-ghost"
              onClick={() => setAction('suspend')}
              data-testid="moderation-suspend"
            >
              {t('admin.moderation.suspend')}
            </button>
          )}
        </div>
      </div>
      {action === 'suspend' ? (
        <SuspendDialog row={row} onClose={close} />
      ) : (
        action && (
          <ActionDialog
            title={t(`admin.moderation.decisions.${action}`)}
            lead={t(`admin.moderation.explain.${action}`)}
            okText={t('admin.moderation.confirm')}
            danger={action === 'hide'}
            testId="moderation-decide-dialog"
            onClose={close}
            onSubmit={async (note) => {
              await moderationService.decide({
                kind: row.kind,
                id: row.id,
                decision: action,
                note,
              });
              toast('success', t('admin.moderation.done'));
            }}
          />
        )
      )}
    </li>
  );
}
