// The bar above the conversation: the sidebar toggle, who the user talks to (the title, renamed in place),
// the conversation's settings, Share and Delete, and a menu with Rename and the exports.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { chatService } from '../../api/chat';
import { CharacterAvatar } from '../characters/CharacterAvatar';
import { startNewChat } from './conversation-actions';
import { useConfirm } from '../../components/Confirm';
import { Dropdown } from '../../components/Dropdown';
import { exportConversation } from './export/export-conversation';
import { MoreIcon, ShareIcon, SidebarIcon, SlidersIcon, TrashIcon } from './icons';
import { SettingsDialog } from './SettingsDialog';
import { ShareDialog } from './ShareDialog';
import { TitleEditor } from './TitleEditor';
import { forgetConversation } from '../../queries/chat';
import { useModelList } from '../../queries/models';
import { useChatStore } from './conversation-store';

export function ChatHeader(props: { sidebarOpen: boolean; onToggleSidebar: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const confirm = useConfirm();
  const models = useModelList();
  const conversationId = useChatStore((state) => state.conversationId);
  const conversation = useChatStore((state) => state.conversation);
  const character = useChatStore((state) => state.character);
  const loading = useChatStore((state) => state.status === 'loading' || state.status === 'error');
  const [sharing, setSharing] = useState(false);
  const [tuning, setTuning] = useState(false);
  const [renaming, setRenaming] = useState(false);
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

  // A conversation whose first answer is still coming has no title from the server yet: nothing to rename.
  const canRename = Boolean(conversationId && conversation);
  const settingsButton = !loading && (
    <button
      type="button"
      className="btn btn-ghost"
      data-testid="chat-settings"
      aria-label={t('chat.settings.title')}
      title={t('chat.settings.title')}
      onClick={() => setTuning(true)}
    >
      <SlidersIcon size={16} />
      <span className="chat-head-label">{t('chat.settings.action')}</span>
    </button>
  );

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
      {renaming && conversationId && conversation ? (
        <TitleEditor
          conversationId={conversationId}
          title={conversation.title}
          testId="chat-title-input"
          onDone={() => setRenaming(false)}
        />
      ) : (
        <h1
          className="chat-title"
          data-testid="chat-title"
          id="chat-title"
          onDoubleClick={() => canRename && setRenaming(true)}
        >
          {title}
        </h1>
      )}
      <div className="chat-head-actions">
        {settingsButton}
        {conversationId && (
          <>
            <button
              type="button"
              className="btn btn-ghost"
              data-testid="chat-share"
              onClick={() => setSharing(true)}
            >
              <ShareIcon size={16} />
              <span className="chat-head-label">{t('chat.share.action')}</span>
            </button>
            <button
              type="button"
              className="btn btn-ghost"
              data-testid="chat-clear"
              onClick={clear}
            >
              <TrashIcon size={16} />
              <span className="chat-head-label">{t('chat.clear.action')}</span>
            </button>
            <Dropdown
              label={<MoreIcon size={16} />}
              ariaLabel={t('chat.header.more')}
              testId="chat-more"
              items={[
                ...(canRename
                  ? [
                      {
                        key: 'rename',
                        label: t('chat.rename.action'),
                        testId: 'chat-rename',
                        onSelect: () => setRenaming(true),
                      },
                    ]
                  : []),
                {
                  key: 'markdown',
                  label: t('chat.export.markdown'),
                  testId: 'chat-export-md',
                  onSelect: () => void exportConversation(conversationId, 'md', models),
                },
                {
                  key: 'json',
                  label: t('chat.export.json'),
                  testId: 'chat-export-json',
                  onSelect: () => void exportConversation(conversationId, 'json', models),
                },
              ]}
            />
            <ShareDialog
              conversationId={conversationId}
              open={sharing}
              onClose={() => setSharing(false)}
            />
          </>
        )}
      </div>
      <SettingsDialog open={tuning} onClose={() => setTuning(false)} />
    </div>
  );
}
