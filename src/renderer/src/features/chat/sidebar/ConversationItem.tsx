// One conversation in the sidebar: its character, title, last words and when; rename (in place) and delete
// buttons beside it.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { ConversationInfo } from '@shared/api/chat';
import { CharacterAvatar } from '../../characters/CharacterAvatar';
import { ChatIcon, EditIcon, TrashIcon } from '../icons';
import { TitleEditor } from '../TitleEditor';
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
  const [renaming, setRenaming] = useState(false);
  const title = conversation.title || t('chat.sidebar.untitled');
  if (renaming)
    return (
      <li className="conv-item conv-item-editing" data-testid="conversation">
        <TitleEditor
          conversationId={conversation.id}
          title={conversation.title}
          testId="conversation-title-input"
          onDone={() => setRenaming(false)}
        />
      </li>
    );
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
      <span className="conv-actions">
        <button
          type="button"
          className="chat-icon-btn"
          data-testid="conversation-rename"
          aria-label={t('chat.sidebar.rename', { title })}
          title={t('chat.sidebar.rename', { title })}
          onClick={() => setRenaming(true)}
        >
          <EditIcon size={16} />
        </button>
        <button
          type="button"
          className="chat-icon-btn"
          data-testid="conversation-delete"
          aria-label={t('chat.sidebar.delete', { title })}
          title={t('chat.sidebar.delete', { title })}
          onClick={props.onDelete}
        >
          <TrashIcon size={16} />
        </button>
      </span>
    </li>
  );
}
