// A source as its owner sees it: its reading's state comes from its task.
import type { SourceView } from '@shared/api/bot-sources';
import type { Locale } from '@shared/i18n/locales';
import { hasMessage, translate } from '../../i18n';
import type { SourceWithTask } from './source-repo';

const STATUS = {
  queued: 'queued',
  running: 'processing',
  succeeded: 'ready',
  failed: 'failed',
  canceled: 'failed',
} as const;

export function toSourceView({ source, task }: SourceWithTask, locale: Locale): SourceView {
  const status = task ? STATUS[task.status] : 'queued';
  const code = status === 'failed' ? (task?.errorCode ?? 'OTHER') : undefined;
  return {
    id: source.id,
    botId: source.botId,
    kind: source.kind,
    name: source.name,
    url: source.url,
    status,
    progress: status === 'ready' ? 100 : (task?.progress ?? 0),
    error: code ? { code, msg: sourceFailure(code, locale) } : null,
    characters: source.characters,
    tokens: source.tokens,
    chunks: source.chunkCount,
    createdAt: source.createdAt.toISOString(),
    updatedAt: source.updatedAt.toISOString(),
  };
}

/** The translated reason a source could not be read (the engine's own codes, like a timeout, included). */
function sourceFailure(code: string, locale: Locale): string {
  const own = `bots.sourceErrors.${code}`;
  return translate(locale, hasMessage(own) ? own : 'bots.sourceErrors.OTHER');
}
