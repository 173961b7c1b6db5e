// A bot's knowledge: how its passages are found on this server, what it holds in all (sources, passages,
// tokens), the ways to add more, and its sources, followed every 1.5 s while any is still being read. A ready
// source's passages open in a dialog.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SourceView } from '@shared/api/bot-sources';
import { ErrorPanel } from '../../../components/ErrorPanel';
import { useSources } from '../../../queries/bot-sources';
import { viewStatus } from '../../../queries/view-status';
import { AddSource } from './AddSource';
import { ChunksDialog } from './ChunksDialog';
import { SearchNotice } from './SearchNotice';
import { SourceRow } from './SourceRow';
import './knowledge.css';

function Totals(props: { botId: string }) {
  const { t } = useTranslation();
  const sources = useSources(props.botId).data;
  if (!sources) return null;
  const sum = (pick: (source: SourceView) => number) =>
    sources.reduce((total, source) => total + pick(source), 0);
  const parts = [
    t('bots.knowledge.sources', { count: sources.length }),
    t('bots.knowledge.chunks', { count: sum((source) => source.chunks) }),
    t('bots.knowledge.tokens', { count: sum((source) => source.tokens) }),
  ];
  return (
    <ul className="knowledge-totals" data-testid="knowledge-totals">
      {parts.map((part) => (
        <li key={part}>{part}</li>
      ))}
    </ul>
  );
}

function SourceList(props: { botId: string }) {
  const { t } = useTranslation();
  const query = useSources(props.botId);
  const status = viewStatus(query);
  const [viewed, setViewed] = useState<SourceView>();
  if (status === 'error')
    return (
      <ErrorPanel
        testId="knowledge-error"
        message={t('bots.knowledge.failed')}
        action={
          <button type="button" className="btn" onClick={() => void query.refetch()}>
            {t('app.retry')}
          </button>
        }
      />
    );
  if (status === 'loading' || !query.data)
    return (
      <div className="center knowledge-loading" role="status" data-testid="knowledge-loading">
        <span className="spinner" aria-hidden="true" />
        <span className="sr-only">{t('app.loading')}</span>
      </div>
    );
  const sources = query.data;
  return (
    <>
      {sources.length === 0 ? (
        <div className="knowledge-empty" data-testid="knowledge-empty">
          <h3>{t('bots.knowledge.emptyTitle')}</h3>
          <p>{t('bots.knowledge.emptyText')}</p>
        </div>
      ) : (
        <ul className="source-list" data-testid="source-list">
          {sources.map((source) => (
            <SourceRow key={source.id} source={source} onView={setViewed} />
          ))}
        </ul>
      )}
      {viewed && (
        <ChunksDialog
          source={sources.find((source) => source.id === viewed.id) ?? viewed}
          onClose={() => setViewed(undefined)}
        />
      )}
    </>
  );
}

export function KnowledgeSection(props: { botId: string }) {
  const { t } = useTranslation();
  return (
    <section className="bot-section card knowledge" aria-labelledby="bot-knowledge-title">
      <h2 id="bot-knowledge-title">{t('bots.knowledge.title')}</h2>
      <p className="knowledge-lead">{t('bots.knowledge.lead')}</p>
      <SearchNotice botId={props.botId} />
      <Totals botId={props.botId} />
      <AddSource botId={props.botId} />
      <SourceList botId={props.botId} />
    </section>
  );
}
