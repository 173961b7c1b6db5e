// The user's past answers of this template (in any language), newest first, ten at a time. Each opens to the
// answer and, further down, what was sent; reloaded after every new answer.
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { HelperAnswer } from '@shared/api/helper';
import { helperService } from '../../api/helper';
import { CopyButton } from '../../features/chat/CopyButton';
import { LazyMarkdown } from '../../features/chat/markdown/LazyMarkdown';
import { useModelStore } from '../../stores/model';
import { useBillingFormat } from '../../features/billing/credits-format';
import { plainPreview } from './preview';

interface Loaded {
  list: HelperAnswer[];
  total: number;
  page: number;
}

export function HistoryList(props: { helperId: string; signedIn: boolean; reloadKey: number }) {
  const { t } = useTranslation();
  const [data, setData] = useState<Loaded | null>();
  const [more, setMore] = useState(false);
  const { helperId, signedIn, reloadKey } = props;

  const load = useCallback(
    async (page: number) => {
      const answer = await helperService.history(helperId, page);
      setData((current) => ({
        list: page === 1 ? answer.list : [...(current?.list ?? []), ...answer.list],
        total: answer.total,
        page,
      }));
    },
    [helperId],
  );

  useEffect(() => {
    if (!signedIn) return;
    let active = true;
    helperService.history(helperId, 1).then(
      (answer) => active && setData({ list: answer.list, total: answer.total, page: 1 }),
      () => active && setData(null),
    );
    return () => {
      active = false;
    };
  }, [signedIn, helperId, reloadKey]);

  const loadMore = async () => {
    if (!data) return;
    setMore(true);
    try {
      await load(data.page + 1);
    } catch {
      // The list stays as it is; the button offers the same page again.
    } finally {
      setMore(false);
    }
  };

  return (
    <section className="helper-history" aria-labelledby="helper-history-title">
      <h2 id="helper-history-title">{t('helper.run.history')}</h2>
      {!signedIn && <p className="helper-placeholder">{t('helper.run.historySignIn')}</p>}
      {signedIn && data === undefined && (
        <p className="helper-placeholder" role="status">
          {t('app.loading')}
        </p>
      )}
      {signedIn && data === null && (
        <div className="helper-error" role="alert" data-testid="helper-history-error">
          <span>{t('helper.run.historyFailed')}</span>
          <button
            type="button"
            className="btn"
            onClick={() => {
              setData(undefined);
              load(1).catch(() => setData(null));
            }}
          >
            {t('app.retry')}
          </button>
        </div>
      )}
      {data && data.list.length === 0 && (
        <p className="helper-placeholder" data-testid="helper-history-empty">
          {t('helper.run.historyEmpty')}
        </p>
      )}
      {data && data.list.length > 0 && (
        <ul className="helper-history-list" data-testid="helper-history">
          {data.list.map((item) => (
            <HistoryItem key={item.conversationId} item={item} />
          ))}
        </ul>
      )}
      {data && data.list.length < data.total && (
        <button
          type="button"
          className="btn helper-more"
          disabled={more}
          onClick={() => void loadMore()}
        >
          {t('helper.run.loadMore')}
        </button>
      )}
    </section>
  );
}

function HistoryItem({ item }: { item: HelperAnswer }) {
  const { t } = useTranslation();
  const fmt = useBillingFormat();
  const label = useModelStore(
    (state) => state.models.find((model) => model.id === item.model)?.label ?? item.model,
  );
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
