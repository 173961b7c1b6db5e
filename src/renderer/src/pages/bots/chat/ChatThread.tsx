// The test conversation as a visitor sees it: the bot's welcome first, its suggested questions while nothing
// has been asked, then the questions and the answers with the sources they cite (for the owner, why each
// passage was chosen), and how the last answer ended when it did not end well.
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { BotView } from '@shared/api/bots';
import type { ChatMessage } from '@shared/api/chat';
import { BotAvatar } from '../../../features/bots/BotAvatar';
import { CitedAnswer } from '../../../features/chat/citations/CitedAnswer';
import { LazyMarkdown } from '../../../features/chat/markdown/LazyMarkdown';
import { useStickToBottom } from '../../../features/chat/messages/use-stick-to-bottom';
import type { BotChatState } from './use-bot-chat';

/** Refusals the owner can fix by buying credits or a plan. */
const PRICING_CODES = new Set(['INSUFFICIENT_CREDITS', 'MODEL_LOCKED']);

function Uncited() {
  const { t } = useTranslation();
  return (
    <p className="cite-uncited" data-testid="cite-none">
      {t('bots.testChat.noPassage')}{' '}
      <Link to="?section=knowledge" replace>
        {t('bots.testChat.toKnowledge')}
      </Link>
    </p>
  );
}

function Answer(props: { bot: BotView; message?: ChatMessage; text?: string }) {
  const { t } = useTranslation();
  const { message, bot } = props;
  const writing = message?.status === 'streaming' && !message.content;
  return (
    <article
      className="msg msg-assistant"
      data-testid={message ? 'bot-answer' : 'bot-welcome'}
      data-status={message?.status}
      aria-busy={message?.status === 'streaming' || undefined}
      aria-label={bot.name}
    >
      <div className="msg-avatar">
        <BotAvatar name={bot.name} src={bot.avatarUrl} size={32} />
      </div>
      <div className="msg-main">
        <div className="msg-bubble">
          {writing ? (
            <span className="msg-typing" role="status" aria-label={t('bots.testChat.writing')}>
              <i />
              <i />
              <i />
            </span>
          ) : message ? (
            <CitedAnswer message={message} uncited={<Uncited />} />
          ) : (
            <LazyMarkdown text={props.text ?? ''} />
          )}
        </div>
        {(message?.status === 'stopped' || message?.status === 'failed') && (
          <div className={`msg-status msg-status-${message.status}`}>
            <span className="msg-badge">
              {t(message.status === 'stopped' ? 'chat.message.stopped' : 'chat.message.failed')}
            </span>
          </div>
        )}
      </div>
    </article>
  );
}

export function ChatThread(props: {
  bot: BotView;
  state: BotChatState;
  onAsk(question: string): void;
  onRetry(): void;
}) {
  const { t } = useTranslation();
  const { bot, state } = props;
  const { messages } = state;
  const { scroller, content, scrollToBottom } = useStickToBottom(messages[0]?.id);
  const last = messages.at(-1);
  useEffect(() => {
    scrollToBottom();
  }, [state.conversationId, scrollToBottom]);
  useEffect(() => {
    // The owner's own new question: show it and the answer that follows.
    if (last?.id.startsWith('local-')) scrollToBottom();
  }, [last?.id, scrollToBottom]);

  const questions = bot.questions.filter(Boolean);
  return (
    <div className="bot-chat-scroll" ref={scroller} data-testid="bot-chat-thread">
      <div className="bot-chat-messages" ref={content} role="log">
        {bot.welcome && <Answer bot={bot} text={bot.welcome} />}
        {state.loading === 'loading' && (
          <div className="center" role="status" data-testid="bot-chat-loading">
            <span className="spinner" aria-hidden="true" />
            <span className="sr-only">{t('app.loading')}</span>
          </div>
        )}
        {state.loading === 'failed' && (
          <div className="bot-chat-alert" role="alert" data-testid="bot-chat-load-error">
            <span>{t('bots.testChat.loadFailed')}</span>
            <button type="button" className="btn" onClick={props.onRetry}>
              {t('app.retry')}
            </button>
          </div>
        )}
        {messages.map((message) =>
          message.role === 'user' ? (
            <article key={message.id} className="msg msg-user" data-testid="bot-question">
              <div className="msg-main">
                <div className="msg-bubble">
                  <div className="msg-text" dir="auto">
                    {message.content}
                  </div>
                </div>
              </div>
            </article>
          ) : (
            <Answer key={message.id} bot={bot} message={message} />
          ),
        )}
        {messages.length === 0 && state.loading === 'idle' && questions.length > 0 && (
          <ul className="bot-chat-chips" aria-label={t('bots.testChat.suggested')}>
            {questions.map((question) => (
              <li key={question}>
                <button
                  type="button"
                  className="bot-chat-chip"
                  disabled={state.running}
                  onClick={() => props.onAsk(question)}
                  data-testid="bot-chat-question"
                >
                  <bdi>{question}</bdi>
                </button>
              </li>
            ))}
          </ul>
        )}
        {messages.length === 0 && state.loading === 'idle' && !bot.welcome && (
          <p className="bot-chat-empty" data-testid="bot-chat-empty">
            {t('bots.testChat.empty')}
          </p>
        )}
        {state.error && (
          <div className="bot-chat-alert" role="alert" data-testid="bot-chat-error">
            <span>{state.error.msg}</span>
            {state.error.code && PRICING_CODES.has(state.error.code) && (
              <Link to="/price" data-testid="bot-chat-buy">
                {t('bots.testChat.buyCredits')}
              </Link>
            )}
          </div>
        )}
        {state.lost && (
          <p className="bot-chat-alert" role="status">
            {t('bots.testChat.lost')}
          </p>
        )}
      </div>
    </div>
  );
}
