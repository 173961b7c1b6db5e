// "Report this bot" under a bot's chat. A report needs an account, and a frame on someone else's website
// may not see the visitor's Atrium session, so inside a frame the link opens the bot's own page in a new tab,
// which asks for the reason (after sign-in when needed); `?report=1` opens the dialog there.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { ReportDialog } from '../../features/community/ReportDialog';
import { hasStoredSession } from '../../stores/user';

const REPORT_PARAM = 'report';

export function ReportBot(props: { botId: string }) {
  const { t } = useTranslation();
  const framed = window.parent !== window;
  const [params, setParams] = useSearchParams();
  const [open, setOpen] = useState(() => !framed && params.get(REPORT_PARAM) === '1');
  const ownPage = `/embed/${encodeURIComponent(props.botId)}?${REPORT_PARAM}=1`;
  const label = t('widget.page.report');
  if (framed)
    return (
      <a
        className="embed-report"
        href={ownPage}
        target="_blank"
        rel="noopener"
        data-testid="embed-report"
      >
        {label}
      </a>
    );
  if (!hasStoredSession())
    return (
      <Link
        className="embed-report"
        to={`/login?redirect=${encodeURIComponent(ownPage)}`}
        data-testid="embed-report"
      >
        {label}
      </Link>
    );
  const close = () => {
    setOpen(false);
    if (params.has(REPORT_PARAM)) {
      params.delete(REPORT_PARAM);
      setParams(params, { replace: true });
    }
  };
  return (
    <>
      <button
        type="button"
        className="embed-report"
        onClick={() => setOpen(true)}
        data-testid="embed-report"
      >
        {label}
      </button>
      {open && <ReportDialog kind="bot" id={props.botId} onClose={close} />}
    </>
  );
}
