// Continue chatting: the characters the user talked to, latest first, each opening its latest
// conversation. Empty, it asks the user to choose a character and points at the gallery's search.
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { CharacterAvatar } from '../../features/characters/CharacterAvatar';
import { useTalkedCharacters } from '../../queries/characters';
import { viewStatus } from '../../queries/view-status';
import { timeAgo } from './time-ago';

const SHOWN = 8;

export function ContinueChatting(props: { searchId: string }) {
  const { t, i18n } = useTranslation();
  const query = useTalkedCharacters(SHOWN);
  const status = viewStatus(query);
  const data = query.data;
  const items = data?.list ?? [];
  const total = data?.total ?? 0;

  const browse = () => {
    const input = document.getElementById(props.searchId);
    input?.scrollIntoView({ behavior: 'smooth', block: 'center' });
    input?.focus({ preventScroll: true });
  };
  const now = new Date();

  return (
    <section className="section" aria-labelledby="continue-title" data-testid="continue-chatting">
      <h2 id="continue-title">{t('pages.home.continueTitle')}</h2>
      <p className="lead">{t('pages.home.continueLead')}</p>
      {status === 'loading' && (
        <div className="continue-list" role="status">
          <span className="sr-only">{t('app.loading')}</span>
          {Array.from({ length: 3 }, (_, index) => (
            <div key={index} className="continue-item skeleton" aria-hidden="true" />
          ))}
        </div>
      )}
      {status === 'error' && (
        <div className="card empty" role="alert">
          <p>{t('pages.home.continueFailed')}</p>
          <button type="button" className="btn" onClick={() => void query.refetch()}>
            {t('app.retry')}
          </button>
        </div>
      )}
      {status === 'loaded' && items.length === 0 && (
        <div className="card empty" data-testid="continue-empty">
          <h3>{t('pages.home.continueEmptyTitle')}</h3>
          <p>{t('pages.home.continueEmptyText')}</p>
          <button type="button" className="btn btn-primary" onClick={browse}>
            {t('pages.home.browseCharacters')}
          </button>
        </div>
      )}
      {status === 'loaded' && items.length > 0 && (
        <ul className="continue-list">
          {items.map(({ character, conversationId, lastAt }) => (
            <li key={conversationId}>
              <Link
                className="continue-item"
                to={`/chat?conversation=${conversationId}`}
                data-testid="continue-item"
              >
                <CharacterAvatar name={character.name} avatar={character.avatar} size={40} />
                <span className="continue-text">
                  <span className="continue-name">{character.name}</span>
                  <span className="continue-time">
                    {t('pages.home.lastChat', {
                      time: timeAgo(new Date(lastAt), now, i18n.language),
                    })}
                  </span>
                </span>
              </Link>
            </li>
          ))}
          {total > items.length && (
            <li>
              <Link className="continue-item continue-all" to="/chat">
                {t('pages.home.allChats')}
              </Link>
            </li>
          )}
        </ul>
      )}
    </section>
  );
}
