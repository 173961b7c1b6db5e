// The answer as it is written: Markdown (the chat's renderer, loaded on first use), a copy button, and how it
// ended: stopped, cut off, refused (no credits or a locked model link to pricing) or lost with the connection.
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { CopyButton } from '../../features/chat/CopyButton';
import { LazyMarkdown } from '../../features/chat/markdown/LazyMarkdown';
import { useCreditsFormat } from '../../features/billing/credits-format';
import type { HelperRunState } from './use-helper-run';

/** Refusals the user can fix by buying credits or a plan. */
const PRICING_CODES = new Set(['INSUFFICIENT_CREDITS', 'MODEL_LOCKED']);

export function AnswerPanel({ state }: { state: HelperRunState }) {
  const { t } = useTranslation();
  const fmt = useCreditsFormat();
  const { status, text, error, message } = state;
  const writing = status === 'sending' || status === 'streaming';
  return (
    <section
      className="card helper-answer"
      aria-labelledby="helper-answer-title"
      aria-busy={writing}
      data-testid="helper-answer"
      data-status={status}
    >
      <header className="helper-answer-head">
        <h2 id="helper-answer-title">{t('helper.run.answer')}</h2>
        {text && !writing && (
          <CopyButton
            text={() => text}
            label={t('helper.run.copy')}
            className="btn btn-ghost"
            testId="helper-copy"
            showLabel
          />
        )}
      </header>
      {status === 'idle' && <p className="helper-placeholder">{t('helper.run.answerEmpty')}</p>}
      {writing && !text && (
        <p className="helper-waiting" role="status">
          <span className="helper-dots" aria-hidden="true">
            <span />
            <span />
            <span />
          </span>
          {t('helper.run.waiting')}
        </p>
      )}
      {text && (
        <div className="helper-answer-body" data-testid="helper-answer-text">
          <LazyMarkdown text={text} streaming={status === 'streaming'} />
        </div>
      )}
      {status === 'stopped' && (
        <p className="helper-note" role="status">
          {t('helper.run.stopped')}
        </p>
      )}
      {status === 'lost' && (
        <p className="helper-note" role="status">
          {t('helper.run.lost')}
        </p>
      )}
      {status === 'failed' && error && (
        <div className="helper-error" role="alert" data-testid="helper-error">
          <span>{error.msg}</span>
          {error.code && PRICING_CODES.has(error.code) && (
            <Link to="/price" data-testid="helper-buy-credits">
              {t('helper.run.buyCredits')}
            </Link>
          )}
        </div>
      )}
      {!writing && message && message.credits > 0 && (
        <p className="helper-meta" data-testid="helper-charged">
          {t('helper.run.charged', { credits: fmt.credits(message.credits) })}
        </p>
      )}
    </section>
  );
}
