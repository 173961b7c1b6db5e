// A bot's widget page (/embed/:botId): what the loader frames on the owner's website, and the bot's own page
// for anyone with its link. It speaks the embedding page's language and direction (`lang`, `dir` in its
// address) without changing the visitor's own choice on Atrium, and Esc asks the loader to close it.
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router-dom';
import { EMBED_PARAMS, WIDGET_MESSAGE_SOURCE } from '@shared/widget';
import { changeLanguage } from '../../i18n';
import { EmbedChat } from './EmbedChat';
import { useVisitorSession } from './use-visitor-session';
// The bubbles share the chat's look.
import '../../features/chat/messages/messages.css';
import './embed.css';

/** The embedding page's origin as the loader wrote it; undefined for anything else. */
function originParam(value: string | null): string | undefined {
  if (!value) return undefined;
  try {
    const { origin } = new URL(value);
    return origin === value ? origin : undefined;
  } catch {
    return undefined;
  }
}

/** The page's language and direction, applied before the chat shows (so it never flips under the reader). */
function useEmbeddingLanguage(lang: string | null, dir: string | null): boolean {
  const [ready, setReady] = useState(!lang && !dir);
  useEffect(() => {
    void (lang ? changeLanguage(lang, false) : Promise.resolve()).finally(() => {
      if (dir === 'rtl' || dir === 'ltr') document.documentElement.dir = dir;
      setReady(true);
    });
  }, [lang, dir]);
  return ready;
}

export default function EmbedPage() {
  const { t } = useTranslation();
  const { botId = '' } = useParams();
  const [params] = useSearchParams();
  const framed = window.parent !== window;
  const parentOrigin = originParam(params.get(EMBED_PARAMS.origin));
  const ready = useEmbeddingLanguage(params.get(EMBED_PARAMS.lang), params.get(EMBED_PARAMS.dir));
  const { state, live, conversationId, keepConversation } = useVisitorSession(
    botId,
    framed,
    parentOrigin,
  );
  const close = useMemo(
    () =>
      framed && parentOrigin
        ? () =>
            window.parent.postMessage(
              { source: WIDGET_MESSAGE_SOURCE, type: 'close' },
              parentOrigin,
            )
        : undefined,
    [framed, parentOrigin],
  );
  useEffect(() => {
    if (!close) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') close();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [close]);

  return (
    <main className="embed-page" data-testid="embed-page">
      {!ready || state.status === 'opening' ? (
        <div className="center" role="status" data-testid="embed-opening">
          <span className="spinner" aria-hidden="true" />
          <span className="sr-only">{t('widget.page.opening')}</span>
        </div>
      ) : state.status === 'refused' ? (
        <div className="embed-refused" role="alert" data-testid="embed-refused">
          <p>{state.msg}</p>
          {close && (
            <button type="button" className="btn" onClick={close}>
              {t('widget.page.close')}
            </button>
          )}
        </div>
      ) : (
        <EmbedChat
          session={state.session}
          live={live}
          conversationId={conversationId}
          onConversation={keepConversation}
          onClose={close}
        />
      )}
    </main>
  );
}
