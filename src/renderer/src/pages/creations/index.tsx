// My creations (/creations): every image the user's tools made, newest first, filtered by tool and model (kept
// in the address), ten more as the user scrolls; an image opens with how it was made and what can be done
// with it (CreationDialog).
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { TOOL_IDS, type ToolId } from '@shared/tools/nav';
import { fileUrl } from '../../api/upload';
import { SignInRedirect } from '../../components/SignInRedirect';
import { useModelName } from '../../features/community/model-name';
import { toolOf } from '../../features/community/tools';
import { useOnVisible } from '../../features/community/use-on-visible';
import { useCreationFacets, useCreations } from '../../queries/creations';
import { useUserStore } from '../../stores/user';
import { CreationDialog } from './CreationDialog';
import '../../features/community/community.css';
import './creations.css';

const isTool = (value: string | null): value is ToolId =>
  (TOOL_IDS as readonly string[]).includes(value ?? '');

function Filters(props: { kind?: ToolId; model?: string; onChange(next: URLSearchParams): void }) {
  const { t } = useTranslation();
  const facets = useCreationFacets().data ?? [];
  const kinds = [...new Set(facets.map((facet) => facet.kind))];
  const modelName = useModelName();
  // One choice per model, named as the picture's page names it.
  const models = new Map<string, string>();
  for (const facet of facets)
    if (!props.kind || facet.kind === props.kind)
      models.set(facet.model, modelName(facet.kind, facet.model, facet.modelLabel) ?? facet.model);
  const set = (kind?: string, model?: string) =>
    props.onChange(new URLSearchParams({ ...(kind && { kind }), ...(model && { model }) }));
  return (
    <div className="creation-filters">
      <label>
        <span className="tool-label">{t('community.creations.filterTool')}</span>
        <select
          value={props.kind ?? ''}
          onChange={(event) => set(event.target.value || undefined)}
          data-testid="creations-tool"
        >
          <option value="">{t('community.creations.allTools')}</option>
          {kinds.map((kind) => (
            <option key={kind} value={kind}>
              {t(`${toolOf(kind).messages}.nav`)}
            </option>
          ))}
        </select>
      </label>
      <label>
        <span className="tool-label">{t('community.creations.filterModel')}</span>
        <select
          value={props.model ?? ''}
          onChange={(event) => set(props.kind, event.target.value || undefined)}
          data-testid="creations-model"
        >
          <option value="">{t('community.creations.allModels')}</option>
          {[...models].map(([model, name]) => (
            <option key={model} value={model}>
              {name}
            </option>
          ))}
        </select>
      </label>
    </div>
  );
}

export default function CreationsPage() {
  const { t } = useTranslation();
  const user = useUserStore((state) => state.user);
  const [params, setParams] = useSearchParams();
  const kindParam = params.get('kind');
  const kind = isTool(kindParam) ? kindParam : undefined;
  const model = params.get('model') ?? undefined;
  const creations = useCreations({ kind, model });
  const [openId, setOpenId] = useState<string>();
  const bottom = useRef<HTMLDivElement>(null);
  useOnVisible(
    bottom,
    () => void creations.fetchNextPage(),
    creations.hasNextPage && !creations.isFetching,
  );
  if (!user) return <SignInRedirect />;

  const items = creations.data?.pages.flatMap((page) => page.list) ?? [];
  const open = items.find((item) => item.id === openId);
  const filtered = Boolean(kind || model);
  return (
    <div className="community-page creations-page" data-testid="creations-page">
      <header className="community-head">
        <div>
          <h1>{t('community.creations.title')}</h1>
          <p className="lead">{t('community.creations.lead')}</p>
        </div>
      </header>
      <Filters kind={kind} model={model} onChange={(next) => setParams(next, { replace: true })} />
      {creations.isError && !items.length ? (
        <div className="card community-empty" role="alert" data-testid="creations-error">
          <p>{t('community.creations.loadFailed')}</p>
          <button type="button" className="btn" onClick={() => void creations.refetch()}>
            {t('app.retry')}
          </button>
        </div>
      ) : creations.isPending ? (
        <p className="community-status">{t('app.loading')}</p>
      ) : items.length === 0 ? (
        <div className="card community-empty" data-testid="creations-empty">
          <h2>
            {filtered
              ? t('community.creations.emptyFiltered')
              : t('community.creations.emptyTitle')}
          </h2>
          {!filtered && <p>{t('community.creations.emptyText')}</p>}
          {filtered ? (
            <button type="button" className="btn" onClick={() => setParams({}, { replace: true })}>
              {t('community.creations.clearFilters')}
            </button>
          ) : (
            <Link className="btn btn-primary" to="/imagine">
              {t('community.creations.tryTool')}
            </Link>
          )}
        </div>
      ) : (
        <ul className="creation-grid" data-testid="creations-grid">
          {items.map((item) => (
            <li key={item.id}>
              <button
                type="button"
                className="creation-tile"
                onClick={() => setOpenId(item.id)}
                aria-label={`${t(`${toolOf(item.kind).messages}.nav`)}: ${item.prompt ?? t('community.creations.noPrompt')}`}
                data-testid="creation-tile"
                data-id={item.id}
                data-task={item.taskId}
              >
                <img
                  src={fileUrl(item.thumbUrl)}
                  alt=""
                  width={item.width}
                  height={item.height}
                  loading="lazy"
                />
                {item.published && (
                  <span
                    className={`creation-badge status-${item.published.status}`}
                    data-testid="creation-badge"
                  >
                    {t(`community.item.status.${item.published.status}`)}
                  </span>
                )}
              </button>
            </li>
          ))}
        </ul>
      )}
      <div ref={bottom} className="feed-bottom" aria-live="polite">
        {creations.hasNextPage && (
          <button
            type="button"
            className="btn"
            onClick={() => void creations.fetchNextPage()}
            disabled={creations.isFetchingNextPage}
          >
            {creations.isFetchingNextPage
              ? t('community.creations.loadingMore')
              : t('community.creations.more')}
          </button>
        )}
      </div>
      {open && <CreationDialog creation={open} onClose={() => setOpenId(undefined)} />}
    </div>
  );
}
