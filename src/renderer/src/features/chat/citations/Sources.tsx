// The sources an answer cites, below it: each one's number, source name, page and the passage itself (a few
// lines, expandable), and for the owner why it was chosen. A marker in the answer brings its entry into view
// and marks it for a moment.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { MessageCitation } from '@shared/api/chat';
import { WhyPassage } from './WhyPassage';
// Its links share the chat messages' look (btn-link).
import '../messages/messages.css';
import './citations.css';

/** Excerpts shorter than this fit in the clamped lines: no "Show more". */
const LONG_EXCERPT = 160;

export const sourceEntryId = (messageId: string, n: number) => `cite-${messageId}-${n}`;

function Excerpt({ text }: { text: string }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const long = text.length > LONG_EXCERPT;
  return (
    <>
      <q className={`cite-excerpt${long && !open ? ' cite-excerpt-clamped' : ''}`} dir="auto">
        {text}
      </q>
      {long && (
        <button
          type="button"
          className="btn-link cite-more"
          aria-expanded={open}
          onClick={() => setOpen(!open)}
          data-testid="cite-more"
        >
          {open ? t('bots.testChat.less') : t('bots.testChat.more')}
        </button>
      )}
    </>
  );
}

export function Sources(props: {
  messageId: string;
  citations: readonly MessageCitation[];
  /** The entry a marker just pointed at. */
  lit?: number;
}) {
  const { t } = useTranslation();
  const titleId = `${sourceEntryId(props.messageId, 0)}-title`;
  return (
    <section className="cite-sources" aria-labelledby={titleId} data-testid="cite-sources">
      <h3 id={titleId}>{t('bots.testChat.sources')}</h3>
      <ol>
        {props.citations.map((citation) => (
          <li
            key={citation.n}
            id={sourceEntryId(props.messageId, citation.n)}
            tabIndex={-1}
            className={`cite-entry${props.lit === citation.n ? ' cite-entry-lit' : ''}`}
            data-testid="cite-entry"
            data-n={citation.n}
          >
            <span className="cite-n" aria-hidden="true">
              {citation.n}
            </span>
            <div className="cite-body">
              <p className="cite-title" data-testid="cite-title">
                <span className="sr-only">{t('bots.testChat.source', { n: citation.n })} </span>
                <bdi>{citation.source}</bdi>
                {citation.page !== null && (
                  <> · {t('bots.testChat.page', { page: citation.page })}</>
                )}
              </p>
              <Excerpt text={citation.excerpt} />
              {citation.scores && <WhyPassage scores={citation.scores} />}
            </div>
          </li>
        ))}
      </ol>
    </section>
  );
}
