// A conversation with a bot as a visitor sees it: the bot's welcome first, its suggested questions while
// nothing has been asked, then the questions and the answers with the sources they cite, and how the last
// answer ended when it did not end well. The owner's test chat adds its own notes (where knowledge is added,
// where credits are bought); a visitor's widget shows the conversation alone.
import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ChatMessage } from '@shared/api/chat';
import { BotAvatar } from '../BotAvatar';
import { CitedAnswer } from '../../chat/citations/CitedAnswer';
import { LazyMarkdown } from '../../chat/markdown/LazyMarkdown';
import { useStickToBottom } from '../../chat/messages/use-stick-to-bottom';
import type { BotChatState } from './use-bot-chat';
import './bot-thread.css';

/** What the thread shows of the bot. */
export interface ThreadBot {
  name: string;
  avatarUrl: string | null;
  welcome: string;
  questions: string[];
}

function Answer(props: {
  bot: ThreadBot;
  message?: ChatMessage;
  text?: string;
  uncited?: ReactNode;
}) {
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
            <CitedAnswer message={message} uncited={props.uncited} />
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
  bot: ThreadBot;
  state: BotChatState;
  onAsk(question: string): void;
  onRetry(): void;
  /** Under an answer no passage matched. */
  uncited?: ReactNode;
  /** Beside a refusal, by its code. */
  errorAction?: (code: string) => ReactNode;
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
            <Answer key={message.id} bot={bot} message={message} uncited={props.uncited} />
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
            {state.error.code && props.errorAction?.(state.error.code)}
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
