// One source as a card: its kind, name (a web page's title, its address under it), where its reading
// stands, when it was added, and what can be done with it: read a failed one again, view a ready one's
// passages, delete it after a confirm naming it.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SourceView } from '@shared/api/bot-sources';
import { botSourcesService } from '../../../api/bot-sources';
import { newClientKey } from '../../../api/client-key';
import { toast } from '../../../api/toast';
import { useConfirm } from '../../../components/Confirm';
import { sourcesChanged } from '../../../queries/bot-sources';
import { formatTime } from './format';
import { KindIcon } from './KindIcon';
import { SourceStatus } from './SourceStatus';

export function SourceRow(props: { source: SourceView; onView(source: SourceView): void }) {
  const { t, i18n } = useTranslation();
  const confirm = useConfirm();
  const { source } = props;
  const [retrying, setRetrying] = useState(false);
  const retry = async () => {
    setRetrying(true);
    try {
      await botSourcesService.retry(source.id, newClientKey());
      await sourcesChanged(source.botId);
    } catch {
      // The client has said why.
    } finally {
      setRetrying(false);
    }
  };
  const remove = () =>
    confirm({
      title: t('bots.knowledge.deleteTitle', { name: source.name }),
      content: t('bots.knowledge.deleteText'),
      okText: t('bots.knowledge.delete'),
      okTestId: 'source-delete-ok',
      onOk: async () => {
        await botSourcesService.remove(source.id);
        await sourcesChanged(source.botId);
        toast('success', t('bots.knowledge.deleted', { name: source.name }));
      },
    });
  return (
    <li className="source-row card" data-testid="source" data-status={source.status}>
      <KindIcon kind={source.kind} />
      <div className="source-main">
        <bdi dir="auto" className="source-name" data-testid="source-name">
          {source.name}
        </bdi>
        {source.url && (
          <a
            className="source-url"
            href={source.url}
            target="_blank"
            rel="noopener noreferrer"
            dir="ltr"
          >
            {source.url}
          </a>
        )}
        <span className="source-meta">
          {t(`bots.knowledge.kind.${source.kind}`)} ·{' '}
          {t('bots.knowledge.addedAt', { time: formatTime(source.createdAt, i18n.language) })}
        </span>
        <SourceStatus source={source} />
      </div>
      <div className="source-actions">
        {source.status === 'failed' && (
          <button
            type="button"
            className="btn"
            disabled={retrying}
            onClick={() => void retry()}
            aria-label={t('bots.knowledge.retryNamed', { name: source.name })}
            data-testid="source-retry"
          >
            {retrying ? t('app.loading') : t('bots.knowledge.retry')}
          </button>
        )}
        {source.status === 'ready' && (
          <button
            type="button"
            className="btn"
            onClick={() => props.onView(source)}
            aria-label={t('bots.knowledge.viewNamed', { name: source.name })}
            data-testid="source-view"
          >
            {t('bots.knowledge.view')}
          </button>
        )}
        <button
          type="button"
          className="btn btn-danger"
          onClick={remove}
          aria-label={t('bots.knowledge.deleteNamed', { name: source.name })}
          data-testid="source-delete"
        >
          {t('bots.knowledge.delete')}
        </button>
      </div>
    </li>
  );
}
