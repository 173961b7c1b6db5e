// A source's passages in order, 20 a page: each with its number, its PDF page, its tokens and its text (line
// breaks kept); one can be deleted after a second press, and the passages and the list's counts follow.
// Esc closes, and focus goes back to the button that opened it.
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ChunkView, SourceView } from '@shared/api/bot-sources';
import { botSourcesService } from '../../../api/bot-sources';
import { toast } from '../../../api/toast';
import { Dialog } from '../../../components/Dialog';
import { CHUNKS_PAGE_SIZE, chunkRemoved, useChunks } from '../../../queries/bot-sources';
import { viewStatus } from '../../../queries/view-status';

function ChunkItem(props: { chunk: ChunkView; source: SourceView; onRemoved(): void }) {
  const { t } = useTranslation();
  const { chunk, source } = props;
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const n = chunk.ordinal + 1;
  const remove = async () => {
    setBusy(true);
    try {
      await botSourcesService.removeChunk(chunk.id);
      props.onRemoved();
      await chunkRemoved(source.botId, source.id);
      toast('success', t('bots.chunks.deleted'));
    } catch {
      // The client has said why; the passage stays.
      setBusy(false);
    }
  };
  return (
    <li className="chunk" data-testid="chunk">
      <div className="chunk-head">
        <strong>{t('bots.chunks.ordinal', { n })}</strong>
        {chunk.page !== null && (
          <span className="chunk-page" data-testid="chunk-page">
            {t('bots.chunks.page', { page: chunk.page })}
          </span>
        )}
        <span className="chunk-tokens">{t('bots.knowledge.tokens', { count: chunk.tokens })}</span>
        <span className="chunk-actions">
          {asking ? (
            <>
              <span>{t('bots.chunks.confirm')}</span>
              <button
                type="button"
                className="btn btn-small"
                onClick={() => setAsking(false)}
                autoFocus
                disabled={busy}
              >
                {t('bots.chunks.keep')}
              </button>
              <button
                type="button"
                className="btn btn-small btn-danger-fill"
                onClick={() => void remove()}
                disabled={busy}
                data-testid="chunk-delete-ok"
              >
                {busy ? t('app.loading') : t('bots.chunks.delete')}
              </button>
            </>
          ) : (
            <button
              type="button"
              className="btn btn-small btn-danger"
              onClick={() => setAsking(true)}
              aria-label={t('bots.chunks.deleteNamed', { n })}
              data-testid="chunk-delete"
            >
              {t('bots.chunks.delete')}
            </button>
          )}
        </span>
      </div>
      <p className="chunk-text" dir="auto">
        {chunk.text}
      </p>
    </li>
  );
}

function Pager(props: { page: number; pages: number; onPage(page: number): void }) {
  const { t } = useTranslation();
  if (props.pages <= 1) return null;
  return (
    <nav className="chunk-pager" aria-label={t('bots.chunks.pages')}>
      <button
        type="button"
        className="btn btn-small"
        disabled={props.page <= 1}
        onClick={() => props.onPage(props.page - 1)}
        data-testid="chunks-previous"
      >
        {t('bots.chunks.previous')}
      </button>
      <span aria-live="polite">{t('bots.chunks.pageOf', props)}</span>
      <button
        type="button"
        className="btn btn-small"
        disabled={props.page >= props.pages}
        onClick={() => props.onPage(props.page + 1)}
        data-testid="chunks-next"
      >
        {t('bots.chunks.next')}
      </button>
    </nav>
  );
}

export function ChunksDialog(props: { source: SourceView; onClose(): void }) {
  const { t } = useTranslation();
  const titleId = useId();
  const [page, setPage] = useState(1);
  const query = useChunks(props.source.id, page);
  const status = viewStatus(query);
  const total = query.data?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / CHUNKS_PAGE_SIZE));
  // The last passage of a page deleted: show the page before.
  const removed = () => {
    if (query.data?.list.length === 1 && page > 1) setPage(page - 1);
  };
  return (
    <Dialog labelledBy={titleId} onClose={props.onClose} testId="chunks-dialog">
      <div className="dialog-body chunks">
        <h2 id={titleId}>
          {t('bots.chunks.title', { name: '\u2068' + props.source.name + '\u2069' })}
        </h2>
        <p>{t('bots.chunks.lead')}</p>
        <p className="chunks-total" data-testid="chunks-total">
          {t('bots.knowledge.chunks', { count: total })}
        </p>
        {status === 'error' && (
          <div role="alert" className="chunks-failed">
            <p>{t('bots.chunks.failed')}</p>
            <button type="button" className="btn" onClick={() => void query.refetch()}>
              {t('app.retry')}
            </button>
          </div>
        )}
        {status === 'loading' && (
          <div className="center" role="status">
            <span className="spinner" aria-hidden="true" />
            <span className="sr-only">{t('app.loading')}</span>
          </div>
        )}
        {status === 'loaded' && total === 0 && <p>{t('bots.chunks.empty')}</p>}
        {query.data && (
          <ol className="chunk-list" data-testid="chunk-list">
            {query.data.list.map((chunk) => (
              <ChunkItem key={chunk.id} chunk={chunk} source={props.source} onRemoved={removed} />
            ))}
          </ol>
        )}
        <Pager page={page} pages={pages} onPage={setPage} />
      </div>
      <div className="dialog-actions">
        <button type="button" className="btn" onClick={props.onClose} data-testid="chunks-close">
          {t('bots.chunks.close')}
        </button>
      </div>
    </Dialog>
  );
}
