// A bot's test chat: the owner talks to their bot as a visitor would, and sees which passages of its
// knowledge each answer used and why. Earlier test conversations are listed beside it.
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { BotView } from '@shared/api/bots';
import { preloadMarkdown } from '../../../features/chat/markdown/LazyMarkdown';
import { useSources } from '../../../queries/bot-sources';
import { ChatComposer } from './ChatComposer';
import { ChatThread } from './ChatThread';
import { ConversationList } from './ConversationList';
import { useBotChat } from './use-bot-chat';
// The bubbles share the chat's look.
import '../../../features/chat/messages/messages.css';
import './bot-chat.css';

export function ChatSection(props: { bot: BotView }) {
  const { t } = useTranslation();
  const { bot } = props;
  const { state, send, stop, open, startNew } = useBotChat(bot.id);
  useEffect(() => preloadMarkdown(), []);
  const current = state.conversationId;
  // The sources as the knowledge tab shows them (followed while one is read), not the bot's counts.
  const sources = useSources(bot.id).data;
  const unready = sources !== undefined && !sources.some((source) => source.status === 'ready');
  return (
    <section className="bot-section card bot-chat" aria-labelledby="bot-chat-title">
      <h2 id="bot-chat-title">{t('bots.testChat.title')}</h2>
      <p className="bot-chat-lead">{t('bots.testChat.lead')}</p>
      <div className="bot-chat-grid">
        <ConversationList
          botId={bot.id}
          current={current}
          onOpen={(id) => void open(id)}
          onNew={startNew}
          onRemoved={(id) => {
            if (id === current) startNew();
          }}
        />
        <div className="bot-chat-panel" data-testid="bot-chat-panel">
          <ChatThread
            bot={bot}
            state={state}
            onAsk={(question) => void send(question, current)}
            onRetry={() => current && void open(current)}
          />
          {unready && (
            <p className="bot-chat-note" role="note" data-testid="bot-chat-no-knowledge">
              {t('bots.testChat.noKnowledge')}{' '}
              <Link to="?section=knowledge" replace>
                {t('bots.testChat.addKnowledge')}
              </Link>
            </p>
          )}
          <ChatComposer
            running={state.running}
            onSend={(text) => void send(text, current)}
            onStop={stop}
          />
        </div>
      </div>
    </section>
  );
}
