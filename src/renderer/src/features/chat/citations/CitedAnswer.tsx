// An answer from a bot's knowledge: its Markdown with the [n] markers as links, then the sources it cites.
// An answer that ended without any passage says so in `uncited` (the page knows where knowledge is added).
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ChatMessage } from '@shared/api/chat';
import { CiteContext, type CiteLinks } from '../markdown/citations';
import { LazyMarkdown } from '../markdown/LazyMarkdown';
import { sourceEntryId, Sources } from './Sources';

/** How long an entry stays marked after its marker was followed. */
const LIT_MS = 2000;

export function CitedAnswer(props: { message: ChatMessage; uncited?: ReactNode }) {
  const { t } = useTranslation();
  const { message } = props;
  const citations = useMemo(() => message.citations ?? [], [message.citations]);
  const [lit, setLit] = useState<number>();
  useEffect(() => {
    if (lit === undefined) return;
    const timer = setTimeout(() => setLit(undefined), LIT_MS);
    return () => clearTimeout(timer);
  }, [lit]);
  const links = useMemo<CiteLinks>(() => {
    const known = new Set(citations.map((citation) => citation.n));
    return {
      href: (n) => (known.has(n) ? `#${sourceEntryId(message.id, n)}` : undefined),
      label: (n) => t('bots.testChat.source', { n }),
      open: (n) => {
        const entry = document.getElementById(sourceEntryId(message.id, n));
        entry?.scrollIntoView({ block: 'nearest', behavior: 'smooth' });
        entry?.focus({ preventScroll: true });
        setLit(n);
      },
    };
  }, [citations, message.id, t]);
  const streaming = message.status === 'streaming';
  return (
    <CiteContext value={links}>
      <LazyMarkdown text={message.content} streaming={streaming} cites />
      {citations.length > 0 ? (
        <Sources messageId={message.id} citations={citations} lit={lit} />
      ) : (
        !streaming && message.status === 'done' && props.uncited
      )}
    </CiteContext>
  );
}
