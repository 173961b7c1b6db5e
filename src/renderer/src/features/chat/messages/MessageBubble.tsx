// One message. The user's text shows as written; an answer as Markdown, growing while it is written, then
// marked when it ended early (stopped, failed with the reason) and with what it cost.
import { memo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ChatMessage } from '@shared/api/chat';
import { formatCredits } from '@shared/billing/credits';
import { CharacterAvatar } from '../../characters/CharacterAvatar';
import { followAnswer } from '../conversation-actions';
import { LazyMarkdown } from '../markdown/LazyMarkdown';
import type { CharacterRef } from '../conversation-store';
import { ChatIcon } from '../icons';
import { EditBox } from './EditBox';
import { MessageActions } from './MessageActions';
import { MessageImages } from './MessageImages';
import './messages.css';

export interface BubbleProps {
  message: ChatMessage;
  character: CharacterRef | null;
  modelLabel?: string;
  canRegenerate: boolean;
  idle: boolean;
  /** The connection to this answer was lost: offer to reconnect. */
  lost: boolean;
  focused: boolean;
}

function AssistantAvatar({ character }: { character: CharacterRef | null }) {
  if (character)
    return <CharacterAvatar name={character.name} avatar={character.avatar} size={32} />;
  return (
    <span className="msg-bot-avatar" aria-hidden="true">
      <ChatIcon size={18} />
    </span>
  );
}

function Status({ message, lost }: { message: ChatMessage; lost: boolean }) {
  const { t, i18n } = useTranslation();
  if (lost)
    return (
      <div className="msg-status msg-status-failed" role="status">
        <span>{t('chat.message.lost')}</span>
        <button type="button" className="btn-link" onClick={() => followAnswer(message.id)}>
          {t('chat.message.reconnect')}
        </button>
      </div>
    );
  if (message.status === 'streaming') return null;
  const credits =
    message.credits > 0 ? (
      <span
        className="msg-credits"
        data-testid="msg-credits"
        data-credits={message.credits}
        title={t('chat.message.tokens', {
          input: message.inputTokens,
          output: message.outputTokens,
        })}
      >
        {t('chat.message.credits', { amount: formatCredits(message.credits, i18n.language) })}
      </span>
    ) : null;
  if (message.status === 'done') return credits && <div className="msg-status">{credits}</div>;
  const reason = message.error ? t(message.error, { model: message.model ?? '' }) : undefined;
  return (
    <div className={`msg-status msg-status-${message.status}`}>
      <span className="msg-badge">
        {message.status === 'stopped' ? t('chat.message.stopped') : t('chat.message.failed')}
      </span>
      {reason && <span>{reason}</span>}
      {credits}
    </div>
  );
}

export const MessageBubble = memo(function MessageBubble(props: BubbleProps) {
  const { t, i18n } = useTranslation();
  const { message, character } = props;
  const [editing, setEditing] = useState(false);
  const answer = message.role === 'assistant';
  const streaming = message.status === 'streaming';
  const time = new Date(message.createdAt);
  const name = answer ? (character?.name ?? props.modelLabel ?? t('chat.message.assistant')) : '';
  return (
    <article
      className={`msg msg-${message.role}${props.focused ? ' msg-focused' : ''}`}
      data-testid="message"
      data-role={message.role}
      data-status={message.status}
      data-message-id={message.id}
      aria-busy={streaming || undefined}
      aria-label={answer ? name : t('chat.message.you')}
    >
      {answer && (
        <div className="msg-avatar">
          <AssistantAvatar character={character} />
        </div>
      )}
      <div className="msg-main">
        {answer && (
          <div className="msg-meta">
            <span className="msg-name">{name}</span>
            {character && props.modelLabel && <span className="msg-model">{props.modelLabel}</span>}
            <time dateTime={message.createdAt} title={time.toLocaleString(i18n.language)}>
              {time.toLocaleTimeString(i18n.language, { hour: '2-digit', minute: '2-digit' })}
            </time>
          </div>
        )}
        {editing ? (
          <EditBox message={message} onDone={() => setEditing(false)} />
        ) : (
          <div className="msg-bubble">
            <MessageImages images={message.images} />
            {answer ? (
              streaming && !message.content ? (
                <span className="msg-typing" role="status" aria-label={t('chat.message.writing')}>
                  <i />
                  <i />
                  <i />
                </span>
              ) : (
                <LazyMarkdown text={message.content} streaming={streaming} />
              )
            ) : (
              <div className="msg-text">{message.content}</div>
            )}
          </div>
        )}
        {answer && <Status message={message} lost={props.lost} />}
        {!editing && (
          <MessageActions
            message={message}
            canRegenerate={props.canRegenerate}
            idle={props.idle}
            onEdit={() => setEditing(true)}
          />
        )}
      </div>
    </article>
  );
});

/** The character's greeting: shown first, never sent or stored. */
export function GreetingBubble({ character }: { character: CharacterRef }) {
  const { t } = useTranslation();
  return (
    <article
      className="msg msg-assistant msg-greeting"
      data-testid="greeting"
      aria-label={character.name}
    >
      <div className="msg-avatar">
        <AssistantAvatar character={character} />
      </div>
      <div className="msg-main">
        <div className="msg-meta">
          <span className="msg-name">{character.name}</span>
          <span className="msg-model">{t('chat.message.greeting')}</span>
        </div>
        <div className="msg-bubble">
          <LazyMarkdown text={character.greeting} />
        </div>
      </div>
    </article>
  );
}
