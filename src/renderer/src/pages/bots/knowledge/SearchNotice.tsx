// How this server finds a bot's passages, said plainly at the top of its knowledge: by keywords only (no
// embeddings provider is configured), or also by meaning, with what preparing a source for that costs.
import { useTranslation } from 'react-i18next';
import type { KnowledgeSearch } from '@shared/api/bot-sources';
import { useCreditsFormat } from '../../../features/billing/credits-format';
import { useKnowledgeSearch } from '../../../queries/bot-sources';

/** Preparing sources costs credits here: texts and files are priced before they are added. */
export const isPriced = (search: KnowledgeSearch | undefined) =>
  Boolean(search?.embeddings && search.perThousandTokens > 0);

export function SearchNotice(props: { botId: string }) {
  const { t } = useTranslation();
  const fmt = useCreditsFormat();
  const search = useKnowledgeSearch(props.botId);
  if (!search) return null;
  const text = !search.embeddings
    ? t('bots.search.keywords')
    : isPriced(search)
      ? t('bots.search.meaning', { price: fmt.credits(search.perThousandTokens) })
      : t('bots.search.meaningFree');
  return (
    <p
      className={`knowledge-search${search.embeddings ? '' : ' keywords'}`}
      data-testid="knowledge-search"
      data-search={search.embeddings ? 'meaning' : 'keywords'}
    >
      {text}
    </p>
  );
}
