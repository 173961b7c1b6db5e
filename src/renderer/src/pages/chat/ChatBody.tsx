// The conversation area: a skeleton while it loads, the reason and a retry when it cannot be shown, the
// messages otherwise, and for a new conversation without a character what to do first.
import { useTranslation } from 'react-i18next';
import { openConversation } from '../../features/chat/conversation-actions';
import { AlertIcon, ChatIcon } from '../../features/chat/icons';
import { MessageList } from '../../features/chat/messages/MessageList';
import { useChatStore } from '../../features/chat/conversation-store';

function Skeleton() {
  return (
    <div className="chat-scroll" aria-busy="true" data-testid="chat-loading">
      <div className="chat-messages chat-skeleton" aria-hidden="true">
        {[62, 88, 40, 75].map((width, index) => (
          <div key={index} className={index % 2 ? 'sk-row sk-bot' : 'sk-row sk-user'}>
            <span style={{ width: `${width}%` }} />
          </div>
        ))}
      </div>
    </div>
  );
}

function EmptyState({ onPickCharacter }: { onPickCharacter: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="chat-empty" data-testid="chat-empty">
      <span className="chat-empty-icon" aria-hidden="true">
        <ChatIcon size={28} />
      </span>
      <h2>{t('chat.empty.title')}</h2>
      <p>{t('chat.empty.lead')}</p>
      <button type="button" className="btn" data-testid="empty-pick" onClick={onPickCharacter}>
        {t('chat.empty.pick')}
      </button>
    </div>
  );
}

function CharacterStart({ name }: { name: string }) {
  const { t } = useTranslation();
  return (
    <div className="chat-empty" data-testid="chat-empty">
      <h2>{name ? t('chat.empty.characterTitle', { name }) : t('chat.empty.characterUnnamed')}</h2>
      <p>{t('chat.empty.characterLead')}</p>
    </div>
  );
}

export function ChatBody({ onPickCharacter }: { onPickCharacter: () => void }) {
  const { t } = useTranslation();
  const status = useChatStore((state) => state.status);
  const loadError = useChatStore((state) => state.loadError);
  const conversationId = useChatStore((state) => state.conversationId);
  const character = useChatStore((state) => state.character);
  if (status === 'loading') return <Skeleton />;
  if (status === 'error')
    return (
      <div className="chat-scroll">
        <div className="chat-empty" role="alert" data-testid="chat-load-error">
          <span className="chat-empty-icon chat-empty-error" aria-hidden="true">
            <AlertIcon size={28} />
          </span>
          <h2>{t('chat.loadFailed')}</h2>
          {loadError && <p>{loadError}</p>}
          <button
            type="button"
            className="btn btn-primary"
            onClick={() => conversationId && void openConversation(conversationId)}
          >
            {t('app.retry')}
          </button>
        </div>
      </div>
    );
  return (
    <MessageList
      empty={
        character ? (
          <CharacterStart name={character.name} />
        ) : (
          <EmptyState onPickCharacter={onPickCharacter} />
        )
      }
    />
  );
}
