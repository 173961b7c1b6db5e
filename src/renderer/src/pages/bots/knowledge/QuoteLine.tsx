// What preparing a text or file for search by meaning would cost, in words: being worked out, about so many
// credits for so many tokens (and a warning when the credits do not cover it), or that it could not be said.
import { useTranslation } from 'react-i18next';
import type { SourceQuote } from '@shared/api/bot-sources';
import { useCreditsFormat } from '../../../features/billing/credits-format';
import type { QuoteState } from '../../../queries/bot-sources';

/** The words of a quote: `name` for one file among several. */
export function useQuoteWords() {
  const { t } = useTranslation();
  const fmt = useCreditsFormat();
  return (quote: SourceQuote, name?: string) => {
    const tokens = t('bots.knowledge.tokens', { count: quote.tokens });
    if (name)
      return t('bots.search.fileQuote', { name, credits: fmt.credits(quote.credits), tokens });
    return quote.credits > 0
      ? t('bots.search.quote', { credits: fmt.credits(quote.credits), tokens })
      : t('bots.search.quoteFree', { tokens });
  };
}

export function QuoteLine(props: { quote: QuoteState; testId: string; id?: string }) {
  const { t } = useTranslation();
  const words = useQuoteWords();
  const { quote } = props;
  return (
    <span className="knowledge-quote" id={props.id} aria-live="polite" data-testid={props.testId}>
      {quote.state === 'counting' && t('bots.search.counting')}
      {quote.state === 'failed' && t('bots.search.quoteFailed')}
      {quote.state === 'quoted' && words(quote.quote)}
      {quote.state === 'quoted' && !quote.quote.affordable && (
        <span className="form-error knowledge-short"> {t('bots.search.short')}</span>
      )}
    </span>
  );
}
