// A bot's test chat: the owner talks to their bot as a visitor would, and sees which passages of its
// knowledge each answer used and why. Earlier test conversations are listed beside it, and apart from them
// the visitors' conversations on the owner's websites, which the owner reads but does not answer in.
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { BotChatWho, BotConversation } from '@shared/api/bot-chat';
import type { BotView } from '@shared/api/bots';
import { botChatService } from '../../../api/bot-chat';
import { chatService } from '../../../api/chat';
import { ChatComposer } from '../../../features/bots/chat/ChatComposer';
import { ChatThread } from '../../../features/bots/chat/ChatThread';
import { useBotChat, type BotChatTransport } from '../../../features/bots/chat/use-bot-chat';
import { preloadMarkdown } from '../../../features/chat/markdown/LazyMarkdown';
import { botConversationsChanged } from '../../../queries/bot-chat';
import { refreshCredits } from '../../../queries/credits';
import { useSources } from '../../../queries/bot-sources';
import { ConversationList } from './ConversationList';
// The bubbles share the chat's look.
import '../../../features/chat/messages/messages.css';
import './bot-chat.css';

const MESSAGES_LIMIT = 100;
/** Refusals the owner can fix by buying credits or a plan. */
const PRICING_CODES = new Set(['INSUFFICIENT_CREDITS', 'MODEL_LOCKED']);

function Uncited() {
  const { t } = useTranslation();
  return (
    <p className="cite-uncited" data-testid="cite-none">
      {t('bots.testChat.noPassage')}{' '}
      <Link to="?section=knowledge" replace>
        {t('bots.testChat.toKnowledge')}
      </Link>
    </p>
  );
}

function BuyCredits(props: { code: string }) {
  const { t } = useTranslation();
  if (!PRICING_CODES.has(props.code)) return null;
  return (
    <Link to="/price" data-testid="bot-chat-buy">
      {t('bots.testChat.buyCredits')}
    </Link>
  );
}

export function ChatSection(props: { bot: BotView }) {
  const { t } = useTranslation();
  const { bot } = props;
  const transport = useMemo<BotChatTransport>(
    () => ({
      push: (body, onEvent, signal) =>
        botChatService.push({ botId: bot.id, ...body }, onEvent, signal),
      messages: async (id) => (await chatService.messages(id, undefined, MESSAGES_LIMIT)).messages,
      afterAnswer: () => {
        refreshCredits();
        void botConversationsChanged(bot.id);
      },
    }),
    [bot.id],
  );
  const { state, send, stop, open, startNew } = useBotChat(transport);
  const [who, setWho] = useState<BotChatWho>('owner');
  /** The visitor's conversation open, read only. */
  const [visit, setVisit] = useState<BotConversation>();
  useEffect(() => preloadMarkdown(), []);
  const current = state.conversationId;
  // The sources as the knowledge tab shows them (followed while one is read), not the bot's counts.
  const sources = useSources(bot.id).data;
  const unready = sources !== undefined && !sources.some((source) => source.status === 'ready');
  const fresh = () => {
    setVisit(undefined);
    startNew();
  };
  return (
    <section className="bot-section card bot-chat" aria-labelledby="bot-chat-title">
      <h2 id="bot-chat-title">{t('bots.testChat.title')}</h2>
      <p className="bot-chat-lead">{t('bots.testChat.lead')}</p>
      <div className="bot-chat-grid">
        <ConversationList
          botId={bot.id}
          who={who}
          onWho={setWho}
          current={current}
          onOpen={(item) => {
            setVisit(item.origin === null ? undefined : item);
            void open(item.id);
          }}
          onNew={fresh}
          onRemoved={(id) => {
            if (id === current) fresh();
          }}
        />
        <div className="bot-chat-panel" data-testid="bot-chat-panel">
          <ChatThread
            bot={bot}
            state={state}
            onAsk={(question) => void send(question, current)}
            onRetry={() => current && void open(current)}
            uncited={<Uncited />}
            errorAction={(code) => <BuyCredits code={code} />}
          />
          {unready && !visit && (
            <p className="bot-chat-note" role="note" data-testid="bot-chat-no-knowledge">
              {t('bots.testChat.noKnowledge')}{' '}
              <Link to="?section=knowledge" replace>
                {t('bots.testChat.addKnowledge')}
              </Link>
            </p>
          )}
          {visit ? (
            <p className="bot-chat-note" role="note" data-testid="bot-chat-visitor">
              {t('widget.chats.readOnly', { origin: visit.origin })}
            </p>
          ) : (
            <ChatComposer
              running={state.running}
              onSend={(text) => void send(text, current)}
              onStop={stop}
            />
          )}
        </div>
      </div>
    </section>
  );
}
