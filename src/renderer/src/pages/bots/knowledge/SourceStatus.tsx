// Where a source's reading stands: waiting, reading (with its progress), ready (its passages and tokens) or
// failed (the server's reason, in the user's language).
import { useTranslation } from 'react-i18next';
import type { SourceView } from '@shared/api/bot-sources';
import { formatPercent } from './format';

export function SourceStatus({ source }: { source: SourceView }) {
  const { t, i18n } = useTranslation();
  const label = t(`bots.knowledge.status.${source.status}`);
  return (
    <div className="source-status" data-status={source.status} data-testid="source-status">
      <span className={`source-badge ${source.status}`} data-testid="source-badge">
        {label}
      </span>
      {source.status === 'processing' && (
        <span className="source-progress">
          <progress
            max={100}
            value={source.progress}
            aria-label={label}
            data-testid="source-progress"
          />
          <span>{formatPercent(source.progress, i18n.language)}</span>
        </span>
      )}
      {source.status === 'ready' && (
        <span className="source-meta" data-testid="source-counts">
          {t('bots.knowledge.summary', {
            chunks: t('bots.knowledge.chunks', { count: source.chunks }),
            tokens: t('bots.knowledge.tokens', { count: source.tokens }),
          })}
        </span>
      )}
      {source.status === 'failed' && (
        <span className="source-error" data-testid="source-error">
          {source.error?.msg ?? t('bots.sourceErrors.OTHER')}
        </span>
      )}
    </div>
  );
}
