// The conversation sidebar: New chat, a search box, and the list. Typing searches two ways at once:
// conversation titles (the list narrows) and the messages' text (hits open the conversation at the message).
// A Starred tab lists starred messages. Deleting a conversation asks first.
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { chatService } from '../../../api/chat';
import { startNewChat } from '../conversation-actions';
import { useConfirm } from '../../../components/Confirm';
import { CloseIcon, PlusIcon, SearchIcon } from '../icons';
import { useChatStore } from '../conversation-store';
import { ConversationItem } from './ConversationItem';
import { HitList, SideSkeleton } from './HitList';
import { forgetConversation, useConversations } from '../../../queries/chat';
import { uniqueItems } from '../../../queries/paged-lists';
import { viewStatus } from '../../../queries/view-status';
import '../skeletons.css';
import './sidebar.css';

const SEARCH_DEBOUNCE_MS = 300;

export function Sidebar(props: {
  onNewChat: () => void;
  onNavigate: () => void;
  /** Closes the floating sidebar of narrow screens. */
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const confirm = useConfirm();
  const [tab, setTab] = useState<'chats' | 'starred'>('chats');
  const [typed, setTyped] = useState('');
  const [query, setQuery] = useState('');
  const conversations = useConversations(query);
  const status = viewStatus(conversations);
  const items = uniqueItems(conversations.data?.pages, (item) => item.id);
  const openId = useChatStore((state) => state.conversationId);

  useEffect(() => {
    const timer = setTimeout(() => setQuery(typed.trim()), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [typed]);

  const remove = (id: string, title: string) =>
    confirm({
      title: t('chat.clear.title'),
      content: t('chat.clear.text', { title }),
      okText: t('chat.clear.ok'),
      onOk: async () => {
        await chatService.clear(id);
        forgetConversation(id);
        if (id === openId) {
          startNewChat(null);
          void navigate('/chat', { replace: true });
        }
      },
    });

  const searching = query.length > 0;
  return (
    <div className="side">
      <div className="side-head">
        <div className="side-top">
          <button
            type="button"
            className="btn btn-primary side-new"
            data-testid="chat-new"
            onClick={props.onNewChat}
          >
            <PlusIcon size={16} />
            {t('chat.newChat')}
          </button>
          <button
            type="button"
            className="chat-icon-btn side-close"
            aria-label={t('chat.sidebar.hide')}
            title={t('chat.sidebar.hide')}
            onClick={props.onClose}
          >
            <CloseIcon size={18} />
          </button>
        </div>
        <div className="side-search">
          <SearchIcon size={16} />
          <input
            type="search"
            data-testid="chat-search"
            value={typed}
            placeholder={t('chat.sidebar.search')}
            aria-label={t('chat.sidebar.searchLabel')}
            onChange={(event) => setTyped(event.target.value)}
            onKeyDown={(event) => event.key === 'Escape' && typed && setTyped('')}
          />
          {typed && (
            <button
              type="button"
              className="chat-icon-btn"
              aria-label={t('chat.sidebar.clearSearch')}
              onClick={() => setTyped('')}
            >
              <CloseIcon size={14} />
            </button>
          )}
        </div>
        {!searching && (
          <div className="side-tabs" role="group" aria-label={t('chat.sidebar.view')}>
            {(['chats', 'starred'] as const).map((name) => (
              <button
                key={name}
                type="button"
                aria-pressed={tab === name}
                data-testid={`side-tab-${name}`}
                onClick={() => setTab(name)}
              >
                {t(`chat.sidebar.${name}`)}
              </button>
            ))}
          </div>
        )}
      </div>
      <nav className="side-body" aria-label={t('chat.sidebar.label')}>
        {(searching || tab === 'chats') && (
          <section aria-label={t('chat.sidebar.conversations')}>
            {searching && <h2 className="side-heading">{t('chat.sidebar.conversations')}</h2>}
            {status === 'loaded' && items.length === 0 && (
              <p className="side-empty" data-testid="side-empty">
                {searching ? t('chat.sidebar.noTitles', { q: query }) : t('chat.sidebar.empty')}
              </p>
            )}
            {status === 'error' && (
              <div className="side-error" role="alert" data-testid="side-load-error">
                <span>{t('chat.sidebar.loadFailed')}</span>
                <button
                  type="button"
                  className="btn-link"
                  onClick={() => void conversations.refetch()}
                >
                  {t('app.retry')}
                </button>
              </div>
            )}
            <ul className="conv-list">
              {items.map((item) => (
                <ConversationItem
                  key={item.id}
                  conversation={item}
                  active={item.id === openId}
                  onOpen={props.onNavigate}
                  onDelete={() => remove(item.id, item.title || t('chat.sidebar.untitled'))}
                />
              ))}
            </ul>
            {status === 'loading' && <SideSkeleton rows={6} />}
            {status === 'loaded' && conversations.hasNextPage && (
              <button
                type="button"
                className="btn side-more"
                disabled={conversations.isFetchingNextPage}
                onClick={() => void conversations.fetchNextPage()}
              >
                {t('chat.sidebar.loadMore')}
              </button>
            )}
          </section>
        )}
        {searching && (
          <section aria-label={t('chat.sidebar.messages')}>
            <h2 className="side-heading">{t('chat.sidebar.messages')}</h2>
            <HitList
              key={query}
              query={query}
              empty={t('chat.sidebar.noMessages', { q: query })}
              testId="search-hits"
              onOpen={props.onNavigate}
            />
          </section>
        )}
        {!searching && tab === 'starred' && (
          <HitList
            empty={t('chat.sidebar.noStarred')}
            testId="starred-hits"
            onOpen={props.onNavigate}
          />
        )}
      </nav>
    </div>
  );
}
