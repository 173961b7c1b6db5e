// One helper (/helper/chat?id=…; the spec's routes take no parameters, so the template is in the query): its
// form, the answer streamed beside it, and the user's past answers below. Switching language shows the same
// template in the new language (the server answers the translated one, and the address follows it).
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import type { HelperInfo } from '@shared/api/helper';
import { helperService } from '../../api/helper';
import { ApiError } from '../../api/errors';
import { ErrorPanel } from '../../components/ErrorPanel';
import { Spinner } from '../../components/Spinner';
import { AntdScope } from '../../components/antd/AntdScope';
import { preloadMarkdown } from '../../features/chat/markdown/LazyMarkdown';
import { HelperTile } from '../../features/helper/HelperCard';
import { useUserStore } from '../../stores/user';
import { AnswerPanel } from './AnswerPanel';
import { HelperForm } from './HelperForm';
import { HistoryList } from './HistoryList';
import { useHelperRun } from './use-helper-run';
import './helper-chat.css';

/** undefined: loading; 'missing': no such template; null: could not load. */
type Loaded = HelperInfo | 'missing' | null | undefined;

export default function HelperChatPage() {
  const { t, i18n } = useTranslation();
  const [params, setParams] = useSearchParams();
  const id = params.get('id') ?? '';
  const [info, setInfo] = useState<Loaded>();
  const [attempt, setAttempt] = useState(0);
  const [historyKey, setHistoryKey] = useState(0);
  const signedIn = useUserStore((state) => Boolean(state.user));
  const onEnded = useCallback(() => setHistoryKey((key) => key + 1), []);
  const { state, start, stop } = useHelperRun(onEnded);

  useEffect(() => preloadMarkdown(), []);

  useEffect(() => {
    if (!id) return;
    let active = true;
    helperService.info(id).then(
      (loaded) => {
        if (!active) return;
        setInfo(loaded);
        if (loaded.id !== id) setParams({ id: loaded.id }, { replace: true });
      },
      (error: unknown) => {
        if (!active) return;
        const missing = error instanceof ApiError && (error.status === 404 || error.status === 400);
        setInfo(missing ? 'missing' : null);
      },
    );
    return () => {
      active = false;
    };
  }, [id, i18n.language, attempt, setParams]);

  if (!id || info === 'missing') {
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
  if (info === undefined) return <Spinner />;
  if (info === null) {
    return (
      <ErrorPanel
        testId="helper-load-error"
        message={t('app.loadFailed')}
        action={
          <button
            type="button"
            className="btn btn-primary"
            onClick={() => {
              setInfo(undefined);
              setAttempt((n) => n + 1);
            }}
          >
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
        <HistoryList helperId={info.id} signedIn={signedIn} reloadKey={historyKey} />
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
