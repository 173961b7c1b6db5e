// The bar above the conversation: the sidebar toggle, who the user talks to, and Share and Delete.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { chatService } from '../../api/chat';
import { CharacterAvatar } from '../characters/CharacterAvatar';
import { startNewChat } from './conversation-actions';
import { useConfirm } from '../../components/Confirm';
import { ShareIcon, SidebarIcon, TrashIcon } from './icons';
import { ShareDialog } from './ShareDialog';
import { forgetConversation } from '../../queries/chat';
import { useChatStore } from './conversation-store';

export function ChatHeader(props: { sidebarOpen: boolean; onToggleSidebar: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const confirm = useConfirm();
  const conversationId = useChatStore((state) => state.conversationId);
  const conversation = useChatStore((state) => state.conversation);
  const character = useChatStore((state) => state.character);
  const [sharing, setSharing] = useState(false);
  const title =
    conversation?.title ||
    (character?.name ? t('chat.header.with', { name: character.name }) : t('chat.newChat'));

  const clear = () => {
    if (!conversationId) return;
    confirm({
      title: t('chat.clear.title'),
      content: t('chat.clear.text', { title }),
      okText: t('chat.clear.ok'),
      onOk: async () => {
        await chatService.clear(conversationId);
        forgetConversation(conversationId);
        startNewChat(null);
        void navigate('/chat', { replace: true });
      },
    });
  };

  return (
    <div className="chat-head">
      <button
        type="button"
        className="chat-icon-btn"
        data-testid="sidebar-toggle"
        aria-expanded={props.sidebarOpen}
        aria-controls="chat-sidebar"
        aria-label={props.sidebarOpen ? t('chat.sidebar.hide') : t('chat.sidebar.show')}
        title={props.sidebarOpen ? t('chat.sidebar.hide') : t('chat.sidebar.show')}
        onClick={props.onToggleSidebar}
      >
        <SidebarIcon />
      </button>
      {character && <CharacterAvatar name={character.name} avatar={character.avatar} size={28} />}
      <h1 className="chat-title" data-testid="chat-title">
        {title}
      </h1>
      {conversationId && (
        <div className="chat-head-actions">
          <button
            type="button"
            className="btn btn-ghost"
            data-testid="chat-share"
            onClick={() => setSharing(true)}
          >
            <ShareIcon size={16} />
            <span className="chat-head-label">{t('chat.share.action')}</span>
          </button>
          <button type="button" className="btn btn-ghost" data-testid="chat-clear" onClick={clear}>
            <TrashIcon size={16} />
            <span className="chat-head-label">{t('chat.clear.action')}</span>
          </button>
          <ShareDialog
            conversationId={conversationId}
            open={sharing}
            onClose={() => setSharing(false)}
          />
        </div>
      )}
    </div>
  );
}
