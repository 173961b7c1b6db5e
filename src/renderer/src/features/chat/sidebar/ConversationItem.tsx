// One conversation in the sidebar: its character, title, last words and when; a delete button beside it.
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { ConversationInfo } from '@shared/api/chat';
import { CharacterAvatar } from '../../characters/CharacterAvatar';
import { ChatIcon, TrashIcon } from '../icons';
import { shortWhen } from './relative-day';

/** The start of the last message without its Markdown marks (#, *, |, backticks, links' addresses). */
function plainPreview(text: string): string {
  return text
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/[#*_`>|~]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

export function ConversationItem(props: {
  conversation: ConversationInfo;
  active: boolean;
  onDelete: () => void;
  onOpen: () => void;
}) {
  const { t, i18n } = useTranslation();
  const { conversation } = props;
  const title = conversation.title || t('chat.sidebar.untitled');
  return (
    <li
      className={props.active ? 'conv-item conv-item-active' : 'conv-item'}
      data-testid="conversation"
    >
      <Link
        className="conv-link"
        to={`/chat?conversation=${conversation.id}`}
        aria-current={props.active ? 'page' : undefined}
        data-conversation-id={conversation.id}
        onClick={props.onOpen}
      >
        {conversation.character ? (
          <CharacterAvatar
            name={conversation.character.name}
            avatar={conversation.character.avatar}
            size={36}
          />
        ) : (
          <span className="conv-plain-avatar" aria-hidden="true">
            <ChatIcon size={18} />
          </span>
        )}
        <span className="conv-text">
          <span className="conv-top">
            <span className="conv-title">{title}</span>
            <time className="conv-time" dateTime={conversation.updatedAt}>
              {shortWhen(conversation.updatedAt, i18n.language)}
            </time>
          </span>
          <span className="conv-preview">
            {conversation.character && (
              <span className="conv-character">{conversation.character.name}: </span>
            )}
            {plainPreview(conversation.preview)}
          </span>
        </span>
      </Link>
      <button
        type="button"
        className="chat-icon-btn conv-delete"
        data-testid="conversation-delete"
        aria-label={t('chat.sidebar.delete', { title })}
        title={t('chat.sidebar.delete', { title })}
        onClick={props.onDelete}
      >
        <TrashIcon size={16} />
      </button>
    </li>
  );
}
