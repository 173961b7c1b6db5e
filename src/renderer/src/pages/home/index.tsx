// Home: continue chatting (or a sign-in prompt), the character search and gallery, the
// user's own characters, AI creation tools, the language models and the AI assistant. No antd here: the
// first page stays small; the character form loads only when it opens.
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import type { CharacterInfo } from '@shared/api/roles';
import { CharacterGallery } from '../../features/characters/CharacterGallery';
import { MyCharacters } from '../../features/characters/MyCharacters';
import { FeaturedHelpers } from '../../features/helper/FeaturedHelpers';
import { useUserStore } from '../../stores/user';
import { ContinueChatting } from './ContinueChatting';
import { AssistantCard, CreationTools } from './CreationTools';
import { ModelList } from './ModelList';
import { FeedCardLink, NewsSection } from './NewsSection';
import './home.css';

const SEARCH_ID = 'character-search';

function SignInPrompt() {
  const { t } = useTranslation();
  return (
    <section className="section" aria-labelledby="sign-in-title" data-testid="home-sign-in">
      <div className="card sign-in-card">
        <div>
          <h2 id="sign-in-title">{t('pages.home.signInTitle')}</h2>
          <p>{t('pages.home.signInText')}</p>
        </div>
        <Link className="btn btn-primary btn-lg" to="/login">
          {t('pages.home.signIn')}
        </Link>
      </div>
    </section>
  );
}

export default function HomePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const user = useUserStore((state) => state.user);
  const pick = useCallback(
    (character: CharacterInfo) => void navigate(`/chat?character=${character.id}`),
    [navigate],
  );
  return (
    <>
      <section className="hero">
        <h1>{t('pages.home.title')}</h1>
        <p>{t('pages.home.lead')}</p>
        <div className="hero-actions">
          {user ? (
            <Link className="btn btn-primary btn-lg" to="/profile">
              {t('pages.home.profile')}
            </Link>
          ) : (
            <Link className="btn btn-primary btn-lg" to="/login">
              {t('pages.home.start')}
            </Link>
          )}
          <Link className="btn btn-lg" to="/faq">
            {t('pages.home.faqLink')}
          </Link>
        </div>
      </section>
      {user ? <ContinueChatting searchId={SEARCH_ID} /> : <SignInPrompt />}
      <section className="section" aria-labelledby="characters-title" id="characters">
        <h2 id="characters-title">{t('pages.home.charactersTitle')}</h2>
        <p className="lead">{t('pages.home.charactersLead')}</p>
        <CharacterGallery onPick={pick} searchId={SEARCH_ID} />
      </section>
      {user && (
        <section className="section" aria-labelledby="my-characters-title">
          <h2 id="my-characters-title">{t('pages.home.myCharactersTitle')}</h2>
          <p className="lead">{t('pages.home.myCharactersLead')}</p>
          <MyCharacters onPick={pick} />
        </section>
      )}
      <CreationTools />
      <NewsSection />
      <FeedCardLink />
      <ModelList />
      <AssistantCard />
      <FeaturedHelpers />
    </>
  );
}
