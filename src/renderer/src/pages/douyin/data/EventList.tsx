// Received comments and messages, each with when, from whom, what, its state (and why it was skipped or
// failed), the rule that answered and the reply. A reply waiting for the user's OK has Approve and Reject.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DouyinEvent } from '@shared/api/douyin';
import { douyinService } from '../../../api/douyin';
import { toast } from '../../../api/toast';
import { douyinEventDecided } from '../../../queries/douyin';
import { formatTime } from '../../../features/douyin/format';
import { refusalText } from '../../../features/douyin/refusal';

function Decide(props: { event: DouyinEvent }) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const decide = async (approve: boolean) => {
    setBusy(true);
    try {
      await douyinService.approve(props.event.id, approve);
      douyinEventDecided();
    } catch (error) {
      toast('error', refusalText(error));
      setBusy(false);
    }
  };
  return (
    <div className="douyin-actions">
      <button
        type="button"
        className="btn btn-primary"
        disabled={busy}
        onClick={() => void decide(true)}
        data-testid="douyin-approve"
      >
        {t('douyin.page.data.approve')}
      </button>
      <button
        type="button"
        className="btn"
        disabled={busy}
        onClick={() => void decide(false)}
        data-testid="douyin-reject"
      >
        {t('douyin.page.data.reject')}
      </button>
    </div>
  );
}

export function EventList(props: { events: DouyinEvent[]; testId: string }) {
  const { t } = useTranslation();
  return (
    <ul className="douyin-events" data-testid={props.testId}>
      {props.events.map((event) => (
        <li key={event.id} className="card douyin-event" data-testid="douyin-event" data-state={event.state}>
          <div className="douyin-event-head">
            <span className="tag">{t(`douyin.page.kind.${event.kind}`)}</span>
            <span className={`tag douyin-event-${event.state}`}>
              {t(`douyin.page.state.${event.state}`)}
            </span>
            <time dateTime={event.receivedAt}>{formatTime(event.receivedAt)}</time>
          </div>
          <p className="douyin-event-text">
            <strong>
              <bdi dir="auto">{event.nickname}</bdi>
            </strong>
            {event.videoTitle && (
              <>
                {' · '}
                <bdi dir="auto">{event.videoTitle}</bdi>
              </>
            )}
          </p>
          <p dir="auto">{event.text}</p>
          {event.reply && (
            <p className="douyin-event-reply" dir="auto">
              ↳ {event.reply}
            </p>
          )}
          <ul className="douyin-meta">
            {event.ruleName && <li>{`${t('douyin.page.data.rule')}: ${event.ruleName}`}</li>}
            {event.reason && <li>{t(`douyin.page.skip.${event.reason}`)}</li>}
          </ul>
          {event.state === 'pending' && <Decide event={event} />}
        </li>
      ))}
    </ul>
  );
}
