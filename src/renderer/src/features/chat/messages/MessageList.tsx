// The conversation's messages, oldest first: the character's greeting, earlier pages on request (the place
// being read stays put), the answer being written, and a "jump to latest" button while reading further up.
import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useModelList } from '../../../queries/models';
import { loadOlder } from '../conversation-actions';
import { ArrowDownIcon } from '../icons';
import { lastAnswerId, useChatStore } from '../conversation-store';
import { GreetingBubble, MessageBubble } from './MessageBubble';
import { useStickToBottom } from './use-stick-to-bottom';

export function MessageList({ empty }: { empty: ReactNode }) {
  const { t } = useTranslation();
  const messages = useChatStore((state) => state.messages);
  const character = useChatStore((state) => state.character);
  const hasMore = useChatStore((state) => state.hasMore);
  const loadingOlder = useChatStore((state) => state.loadingOlder);
  const running = useChatStore((state) => state.running);
  const lost = useChatStore((state) => state.lost);
  const focusId = useChatStore((state) => state.focusId);
  const conversationId = useChatStore((state) => state.conversationId);
  const models = useModelList();
  const { scroller, content, atBottom, scrollToBottom, keepPlace, release } = useStickToBottom(
    messages[0]?.id,
  );

  const firstId = messages[0]?.id;
  const last = messages.at(-1);
  useEffect(() => {
    // Another conversation opens at its latest message (a search hit scrolls to its own below).
    if (!focusId) scrollToBottom();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only when the conversation changes
  }, [conversationId]);

  useEffect(() => {
    // The user's own new message: show it and the answer that follows.
    if (last?.role === 'user' && last.id.startsWith('local-')) scrollToBottom();
  }, [last?.id, last?.role, scrollToBottom]);

  useEffect(() => {
    if (!focusId) return;
    const target = scroller.current?.querySelector(`[data-message-id="${CSS.escape(focusId)}"]`);
    if (!target) return;
    release();
    target.scrollIntoView({ block: 'center' });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per focus, when its message is there
  }, [focusId, firstId]);

  const showOlder = () => {
    keepPlace();
    void loadOlder();
  };

  const labelOf = (id: string | null) =>
    models.find((model) => model.id === id)?.label ?? id ?? undefined;
  const lastAnswer = lastAnswerId(messages);
  const greeting =
    character?.greeting &&
    !hasMore &&
    !(messages[0]?.role === 'assistant' && messages[0].content === character.greeting);

  // Said once per change to screen readers: an answer started, or how it ended (not every word of it).
  const lastStatus = last?.role === 'assistant' ? last.status : undefined;
  const announcement = running
    ? t('chat.message.writing')
    : lastStatus && lastStatus !== 'streaming'
      ? t(`chat.message.ended.${lastStatus}`)
      : '';

  return (
    <div className="chat-scroll" ref={scroller} data-testid="message-list">
      <div className="sr-only" aria-live="polite">
        {announcement}
      </div>
      <div className="chat-messages" ref={content} role="log" aria-live="off">
        {hasMore && (
          <div className="chat-older">
            <button
              type="button"
              className="btn"
              data-testid="load-older"
              disabled={loadingOlder}
              onClick={showOlder}
            >
              {loadingOlder ? t('app.loading') : t('chat.message.older')}
            </button>
          </div>
        )}
        {greeting && character && <GreetingBubble character={character} />}
        {messages.length === 0 && !greeting && empty}
        {messages.map((message) => (
          <MessageBubble
            key={message.id}
            message={message}
            character={character}
            modelLabel={labelOf(message.model)}
            canRegenerate={!running && message.id === lastAnswer}
            idle={!running}
            lost={lost.includes(message.id)}
            focused={message.id === focusId}
          />
        ))}
      </div>
      {!atBottom && messages.length > 0 && (
        <button
          type="button"
          className="chat-jump"
          data-testid="jump-latest"
          onClick={() => scrollToBottom(true)}
        >
          <ArrowDownIcon size={16} />
          {t('chat.message.jump')}
        </button>
      )}
    </div>
  );
}
