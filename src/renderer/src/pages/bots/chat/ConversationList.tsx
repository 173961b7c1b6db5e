// The bot's earlier conversations, latest first: the owner's test chats, or (a switch above them) its
// visitors' with the website each was held on. Open one to read it again, delete one behind a confirm. A
// column beside the chat on wide screens; on a phone a list that opens above it (Esc or choosing a
// conversation closes it).
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BOT_CHAT_WHO, type BotChatWho, type BotConversation } from '@shared/api/bot-chat';
import { botChatService } from '../../../api/bot-chat';
import { useConfirm } from '../../../components/Confirm';
import { TrashIcon } from '../../../features/chat/icons';
import { shortWhen } from '../../../features/chat/sidebar/relative-day';
import { botConversationsChanged, useBotConversations } from '../../../queries/bot-chat';
import { uniqueItems } from '../../../queries/paged-lists';
import { viewStatus } from '../../../queries/view-status';

export function ConversationList(props: {
  botId: string;
  who: BotChatWho;
  onWho(who: BotChatWho): void;
  current?: string;
  onOpen(item: BotConversation): void;
  onNew(): void;
  onRemoved(id: string): void;
}) {
  const { t, i18n } = useTranslation();
  const confirm = useConfirm();
  const query = useBotConversations(props.botId, props.who);
  const status = viewStatus(query);
  const list = uniqueItems(query.data?.pages, (item) => item.id);
  const [open, setOpen] = useState(false);
  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(false);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open]);

  const remove = (item: BotConversation) =>
    confirm({
      title: t('bots.testChat.deleteTitle'),
      content: t('bots.testChat.deleteText', { title: item.title }),
      okText: t('bots.testChat.delete'),
      okTestId: 'bot-chat-delete-ok',
      onOk: async () => {
        await botChatService.remove(item.id);
        props.onRemoved(item.id);
        await botConversationsChanged(props.botId);
      },
    });

  return (
    <nav className={`bot-chat-side${open ? ' open' : ''}`} aria-labelledby="bot-chat-history-title">
      <div className="bot-chat-side-head">
        <button
          type="button"
          className="bot-chat-side-toggle"
          aria-expanded={open}
          aria-controls="bot-chat-history"
          onClick={() => setOpen(!open)}
          data-testid="bot-chat-history-toggle"
        >
          <span aria-hidden="true" className="bot-chat-caret" />
        </button>
        <h3 id="bot-chat-history-title">{t('bots.testChat.history')}</h3>
        <button
          type="button"
          className="btn"
          onClick={() => {
            props.onNew();
            setOpen(false);
          }}
          data-testid="bot-chat-new"
        >
          {t('bots.testChat.new')}
        </button>
      </div>
      <div id="bot-chat-history" className="bot-chat-history">
        <div className="bot-chat-whose" role="group" aria-label={t('widget.chats.whose')}>
          {BOT_CHAT_WHO.map((who) => (
            <button
              key={who}
              type="button"
              aria-pressed={props.who === who}
              onClick={() => props.onWho(who)}
              data-testid={`bot-chat-who-${who}`}
            >
              {t(`widget.chats.${who}`)}
            </button>
          ))}
        </div>
        {status === 'loading' && (
          <p className="bot-chat-muted" role="status">
            {t('app.loading')}
          </p>
        )}
        {status === 'error' && (
          <div className="bot-chat-alert" role="alert">
            <span>{t('bots.testChat.historyFailed')}</span>
            <button type="button" className="btn" onClick={() => void query.refetch()}>
              {t('app.retry')}
            </button>
          </div>
        )}
        {status === 'loaded' && list.length === 0 && (
          <p className="bot-chat-muted" data-testid="bot-chat-history-empty">
            {t(props.who === 'owner' ? 'bots.testChat.historyEmpty' : 'widget.chats.visitorsEmpty')}
          </p>
        )}
        <ul data-testid="bot-chat-history">
          {list.map((item) => (
            <li
              key={item.id}
              className={item.id === props.current ? 'current' : undefined}
              data-testid="bot-chat-conversation"
            >
              <button
                type="button"
                className="bot-chat-open"
                aria-current={item.id === props.current || undefined}
                onClick={() => {
                  props.onOpen(item);
                  setOpen(false);
                }}
              >
                <bdi className="bot-chat-title">{item.title}</bdi>
                <span className="bot-chat-preview" dir="auto">
                  {item.preview}
                </span>
                {item.origin && (
                  <span className="bot-chat-preview" data-testid="bot-chat-origin">
                    {t('widget.chats.on', { origin: item.origin })}
                  </span>
                )}
                <time dateTime={item.updatedAt}>{shortWhen(item.updatedAt, i18n.language)}</time>
              </button>
              <button
                type="button"
                className="chat-icon-btn"
                aria-label={t('bots.testChat.deleteNamed', { title: item.title })}
                onClick={() => remove(item)}
                data-testid="bot-chat-delete"
              >
                <TrashIcon size={16} />
              </button>
            </li>
          ))}
        </ul>
        {query.hasNextPage && (
          <button
            type="button"
            className="btn bot-chat-more"
            disabled={query.isFetchingNextPage}
            onClick={() => void query.fetchNextPage()}
          >
            {t('bots.testChat.loadMore')}
          </button>
        )}
      </div>
    </nav>
  );
}
