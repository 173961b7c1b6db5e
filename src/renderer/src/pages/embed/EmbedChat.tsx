// The visitor's chat with a bot, filling the widget's frame (or the bot's own page): the bot's name and
// picture with New conversation and Close, the conversation with its sources, and where to ask. Which
// conversation the visitor is in is kept by the page's session (a reload opens it again).
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { WidgetSession } from '@shared/api/bot-widget';
import { botWidgetService, type VisitorPass } from '../../api/bot-widget';
import { BotAvatar } from '../../features/bots/BotAvatar';
import { ChatComposer } from '../../features/bots/chat/ChatComposer';
import { ChatThread } from '../../features/bots/chat/ChatThread';
import { useBotChat, type BotChatTransport } from '../../features/bots/chat/use-bot-chat';
import { CloseIcon, PlusIcon } from '../../features/chat/icons';
import { preloadMarkdown } from '../../features/chat/markdown/LazyMarkdown';
import { ReportBot } from './ReportBot';

export function EmbedChat(props: {
  session: WidgetSession;
  /** A session fit for the next call. */
  live(): Promise<WidgetSession>;
  /** The conversation the visitor was in, opened when the chat starts. */
  conversationId?: string;
  /** Keeps the conversation the visitor is in (none: a new one), for a reload. */
  onConversation(id: string | undefined): void;
  /** Closes the frame; absent on the bot's own page. */
  onClose?(): void;
}) {
  const { t } = useTranslation();
  const { session, live } = props;
  const { bot } = session;
  const transport = useMemo<BotChatTransport>(() => {
    const pass = async (): Promise<VisitorPass> => live();
    return {
      push: async (body, onEvent, signal) =>
        botWidgetService.push(await pass(), body, onEvent, signal),
      messages: async (id) => botWidgetService.messages(await pass(), id),
      actions: {
        follow: async (id, onEvent, signal) =>
          botWidgetService.follow(await pass(), id, onEvent, signal),
        stop: async (id) => botWidgetService.stop(await pass(), id),
      },
    };
  }, [live]);
  const { state, send, stop, open, startNew } = useBotChat(transport);
  const { onConversation } = props;
  // The conversation the visitor was in (before a reload) opens once, when the chat starts.
  const [resumed] = useState(props.conversationId);
  useEffect(() => {
    preloadMarkdown();
    if (resumed) void open(resumed);
  }, [resumed, open]);
  const current = state.conversationId;
  useEffect(() => {
    if (current) onConversation(current);
  }, [current, onConversation]);

  return (
    <div className="embed-chat" data-testid="embed-chat">
      <header className="embed-head">
        <BotAvatar name={bot.name} src={bot.avatarUrl} size={36} />
        <h1 title={t('widget.page.title', { name: bot.name })} data-testid="embed-title">
          <bdi dir="auto">{bot.name}</bdi>
        </h1>
        <button
          type="button"
          className="chat-icon-btn embed-icon"
          disabled={state.running || (!current && !state.messages.length)}
          aria-label={t('widget.page.newChat')}
          title={t('widget.page.newChat')}
          onClick={() => {
            onConversation(undefined);
            startNew();
          }}
          data-testid="embed-new"
        >
          <PlusIcon size={20} />
        </button>
        {props.onClose && (
          <button
            type="button"
            className="chat-icon-btn embed-icon"
            aria-label={t('widget.page.close')}
            title={t('widget.page.close')}
            onClick={props.onClose}
            data-testid="embed-close"
          >
            <CloseIcon size={20} />
          </button>
        )}
      </header>
      <ChatThread
        bot={bot}
        state={state}
        onAsk={(question) => void send(question, current)}
        onRetry={() => current && void open(current)}
      />
      <div className="embed-foot">
        <ChatComposer
          running={state.running}
          onSend={(text) => void send(text, current)}
          onStop={stop}
          stopOnEscape={!props.onClose}
        />
        <p className="embed-notice">
          {t('widget.page.notice')} <ReportBot botId={bot.id} />
        </p>
      </div>
    </div>
  );
}
