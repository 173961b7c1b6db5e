// For the bot's owner: why a passage was given to the model. Each search that found it (by its words, by its
// meaning, by similar spelling) with its rank there, and the score that put them together, in plain words.
import { useTranslation } from 'react-i18next';
import type { MessageCitation } from '@shared/api/chat';

type Scores = NonNullable<MessageCitation['scores']>;
const SEARCHES = ['keyword', 'vector', 'trigram'] as const;

export function WhyPassage({ scores }: { scores: Scores }) {
  const { t, i18n } = useTranslation();
  const found = SEARCHES.filter((search) => scores[search] !== undefined);
  return (
    <details className="cite-why" data-testid="cite-why">
      <summary>{t('bots.testChat.why')}</summary>
      <ul>
        {found.map((search) => (
          <li key={search} data-search={search}>
            {t(`bots.testChat.foundBy.${search}`, {
              rank: t('bots.testChat.rank', { count: scores[search], ordinal: true }),
            })}
          </li>
        ))}
        {found.length === 0 && <li>{t('bots.testChat.foundByNone')}</li>}
      </ul>
      <p>
        {t('bots.testChat.fused', {
          score: scores.fused.toLocaleString(i18n.language, { maximumSignificantDigits: 3 }),
        })}
      </p>
    </details>
  );
}
