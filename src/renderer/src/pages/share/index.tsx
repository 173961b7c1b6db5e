// A shared conversation (/share?id=…): the read-only snapshot its owner shared, open to anyone with the link,
// shown with the same Markdown rules as the chat (no raw HTML, images only from Atrium's own server).
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { ApiError } from '../../api/errors';
import { Spinner } from '../../components/Spinner';
import { ChatIcon } from '../../features/chat/icons';
import { LazyMarkdown } from '../../features/chat/markdown/LazyMarkdown';
import { MessageImages } from '../../features/chat/messages/MessageImages';
import { useSharedConversation } from '../../queries/chat';
import '../../features/chat/messages/messages.css';
import './share.css';

export default function SharePage() {
  const { t, i18n } = useTranslation();
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  const query = useSharedConversation(id);
  const error = query.isError && !query.isFetching ? query.error : undefined;
  const missing =
    !id || (error instanceof ApiError && (error.status === 404 || error.status === 400));

  const conversation = query.data;
  if (!missing && !error && !conversation) return <Spinner />;
  if (!conversation || missing)
    return (
      <div className="center" role="alert" data-testid="share-missing">
        <h1>{missing ? t('chat.sharePage.missing') : t('app.loadFailed')}</h1>
        {!missing ? (
          <button type="button" className="btn btn-primary" onClick={() => void query.refetch()}>
            {t('app.retry')}
          </button>
        ) : (
          <Link className="btn btn-primary" to="/home">
            {t('chat.sharePage.visit')}
          </Link>
        )}
      </div>
    );

  const sharedAt = new Date(conversation.createdAt).toLocaleDateString(i18n.language, {
    dateStyle: 'long',
  });
  return (
    <article className="share-page" data-testid="shared-conversation">
      <header className="share-head">
        <h1>{conversation.title || t('chat.sidebar.untitled')}</h1>
        <p>
          {conversation.characterName
            ? t('chat.sharePage.withCharacter', {
                name: conversation.characterName,
                date: sharedAt,
              })
            : t('chat.sharePage.plain', { date: sharedAt })}
        </p>
      </header>
      {conversation.messages.map((message, index) => (
        <section
          key={index}
          className={`msg msg-${message.role}`}
          data-testid="message"
          data-role={message.role}
          aria-label={
            message.role === 'user'
              ? t('chat.message.you')
              : (conversation.characterName ?? t('chat.message.assistant'))
          }
        >
          {message.role === 'assistant' && (
            <div className="msg-avatar">
              <span className="msg-bot-avatar" aria-hidden="true">
                <ChatIcon size={18} />
              </span>
            </div>
          )}
          <div className="msg-main">
            <div className="msg-bubble">
              <MessageImages images={message.images} />
              {message.role === 'assistant' ? (
                <LazyMarkdown text={message.content} />
              ) : (
                <div className="msg-text">{message.content}</div>
              )}
            </div>
          </div>
        </section>
      ))}
      <footer className="share-foot">
        <p>{t('chat.sharePage.readOnly')}</p>
        <Link className="btn btn-primary" to="/chat">
          {t('chat.sharePage.start')}
        </Link>
      </footer>
    </article>
  );
}
