// One helper (/helper/chat?id=…; the app's routes take no parameters, so the template is in the query): its
// form, the answer streamed beside it, and the user's past answers below. Switching language shows the same
// template in the new language (the server answers the translated one, and the address follows it).
import { useCallback, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { ApiError } from '../../api/errors';
import { ErrorPanel } from '../../components/ErrorPanel';
import { Spinner } from '../../components/Spinner';
import { AntdScope } from '../../components/antd/AntdScope';
import { preloadMarkdown } from '../../features/chat/markdown/LazyMarkdown';
import { HelperTile } from '../../features/helper/HelperCard';
import { refreshHelperHistory, rememberHelper, useHelperInfo } from '../../queries/helpers';
import { viewStatus } from '../../queries/view-status';
import { useUserStore } from '../../stores/user';
import { AnswerPanel } from './AnswerPanel';
import { HelperForm } from './HelperForm';
import { HistoryList } from './HistoryList';
import { useHelperRun } from './use-helper-run';
import './helper-chat.css';

export default function HelperChatPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const id = params.get('id') ?? '';
  const query = useHelperInfo(id);
  const signedIn = useUserStore((state) => Boolean(state.user));
  const helperId = query.data?.id ?? id;
  const onEnded = useCallback(() => refreshHelperHistory(helperId), [helperId]);
  const { state, start, stop } = useHelperRun(onEnded);

  useEffect(() => preloadMarkdown(), []);
  // In another language the server answers the same template under its own id: the address follows it,
  // and the page stays as it is (what was typed in the form included).
  useEffect(() => {
    if (!query.data || query.data.id === id) return;
    rememberHelper(query.data);
    setParams({ id: query.data.id }, { replace: true });
  }, [query.data, id, setParams]);

  const error = query.error;
  const missing = error instanceof ApiError && (error.status === 404 || error.status === 400);
  const status = viewStatus(query);
  const info = query.data;
  if (!id || (status === 'error' && missing)) {
    return (
      <ErrorPanel
        testId="helper-not-found"
        message={t('helper.run.notFound')}
        action={
          <Link className="btn btn-primary" to="/helper">
            {t('helper.run.back')}
          </Link>
        }
      />
    );
  }
  if (status === 'loading' || !info) {
    if (status !== 'error') return <Spinner />;
    return (
      <ErrorPanel
        testId="helper-load-error"
        message={t('app.loadFailed')}
        action={
          <button type="button" className="btn btn-primary" onClick={() => void query.refetch()}>
            {t('app.retry')}
          </button>
        }
      />
    );
  }

  const running = state.status === 'sending' || state.status === 'streaming';
  return (
    <AntdScope>
      <div className="helper-run" data-testid="helper-run" data-helper={info.id}>
        <Link className="helper-back" to="/helper">
          <BackIcon />
          {t('helper.run.back')}
        </Link>
        <header className="helper-run-head">
          <HelperTile icon={info.icon} category={info.category} size={28} />
          <div>
            <h1 data-testid="helper-title">{info.title}</h1>
            <p className="lead">{info.description}</p>
          </div>
        </header>
        <div className="helper-run-grid">
          <section className="card helper-form-card" aria-label={t('helper.run.form')}>
            <HelperForm
              info={info}
              signedIn={signedIn}
              running={running}
              onSubmit={(values, model) => void start({ helperId: info.id, values, model })}
              onStop={stop}
            />
          </section>
          <AnswerPanel state={state} />
        </div>
        <HistoryList helperId={info.id} signedIn={signedIn} />
      </div>
    </AntdScope>
  );
}

/** Points back along the reading direction: mirrored in right-to-left layouts by CSS. */
function BackIcon() {
  return (
    <svg
      className="helper-back-icon"
      viewBox="0 0 24 24"
      width="16"
      height="16"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
    >
      <path d="M15 18l-6-6 6-6" />
    </svg>
  );
}
