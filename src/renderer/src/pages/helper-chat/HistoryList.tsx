// The user's past answers of this template (in any language), newest first, ten at a time. Each opens to the
// answer and, further down, what was sent; reloaded after every new answer.
import { useTranslation } from 'react-i18next';
import type { HelperAnswer } from '@shared/api/helper';
import { CopyButton } from '../../features/chat/CopyButton';
import { LazyMarkdown } from '../../features/chat/markdown/LazyMarkdown';
import { useCreditsFormat } from '../../features/billing/credits-format';
import { useHelperHistory } from '../../queries/helpers';
import { useModelList } from '../../queries/models';
import { viewStatus } from '../../queries/view-status';
import { plainPreview } from './plain-preview';

export function HistoryList(props: { helperId: string; signedIn: boolean }) {
  const { t } = useTranslation();
  const { helperId, signedIn } = props;
  const history = useHelperHistory(helperId);
  const status = viewStatus(history);
  const list = history.data?.pages.flatMap((page) => page.list) ?? [];

  return (
    <section className="helper-history" aria-labelledby="helper-history-title">
      <h2 id="helper-history-title">{t('helper.run.history')}</h2>
      {!signedIn && <p className="helper-placeholder">{t('helper.run.historySignIn')}</p>}
      {signedIn && status === 'loading' && (
        <p className="helper-placeholder" role="status">
          {t('app.loading')}
        </p>
      )}
      {signedIn && status === 'error' && (
        <div className="helper-error" role="alert" data-testid="helper-history-error">
          <span>{t('helper.run.historyFailed')}</span>
          <button type="button" className="btn" onClick={() => void history.refetch()}>
            {t('app.retry')}
          </button>
        </div>
      )}
      {status === 'loaded' && list.length === 0 && (
        <p className="helper-placeholder" data-testid="helper-history-empty">
          {t('helper.run.historyEmpty')}
        </p>
      )}
      {list.length > 0 && (
        <ul className="helper-history-list" data-testid="helper-history">
          {list.map((item) => (
            <HistoryItem key={item.conversationId} item={item} />
          ))}
        </ul>
      )}
      {history.hasNextPage && (
        <button
          type="button"
          className="btn helper-more"
          disabled={history.isFetchingNextPage}
          onClick={() => void history.fetchNextPage()}
        >
          {t('helper.run.loadMore')}
        </button>
      )}
    </section>
  );
}

function HistoryItem({ item }: { item: HelperAnswer }) {
  const { t } = useTranslation();
  const fmt = useCreditsFormat();
  const label = useModelList().find((model) => model.id === item.model)?.label ?? item.model;
  const answer = item.answer;
  const preview = plainPreview(answer?.content ?? '');
  return (
    <li className="helper-history-item" data-testid="helper-history-item">
      <details>
        <summary>
          <span className="helper-history-meta">
            <time dateTime={item.createdAt}>{fmt.dateTime(item.createdAt)}</time>
            <span className="tag">{label}</span>
            {answer?.status === 'streaming' && (
              <span className="tag">{t('helper.run.streaming')}</span>
            )}
            {(answer?.status === 'failed' || answer?.status === 'stopped') && (
              <span className="tag tag-off">
                {answer.status === 'stopped' ? t('helper.run.stoppedTag') : t('helper.run.failed')}
              </span>
            )}
          </span>
          <span className="helper-history-preview">{preview || t('helper.run.noAnswer')}</span>
        </summary>
        <div className="helper-history-body">
          {answer?.content ? (
            <>
              <LazyMarkdown text={answer.content} />
              <CopyButton
                text={() => answer.content}
                label={t('helper.run.copy')}
                className="btn btn-ghost"
                showLabel
              />
            </>
          ) : (
            <p className="helper-placeholder">{t('helper.run.noAnswer')}</p>
          )}
          {item.question && (
            <details className="helper-question">
              <summary>{t('helper.run.question')}</summary>
              <div className="helper-question-text">{item.question.content}</div>
            </details>
          )}
        </div>
      </details>
    </li>
  );
}
