// The latest news on the home page (three posts), with the way to all of them; and the way to the feed.
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { NewsCard } from '../../features/community/NewsCard';
import { useNews } from '../../queries/news';

const ON_HOME = 3;

export function NewsSection() {
  const { t } = useTranslation();
  const news = useNews(1, ON_HOME);
  const posts = news.data?.list ?? [];
  return (
    <section className="section" aria-labelledby="news-title" data-testid="home-news">
      <div className="section-head">
        <div>
          <h2 id="news-title">{t('pages.home.newsTitle')}</h2>
          <p className="lead">{t('pages.home.newsLead')}</p>
        </div>
        <Link to="/news" data-testid="home-news-all">
          {t('pages.home.newsAll')}
        </Link>
      </div>
      {news.isError ? (
        <p className="empty" role="alert">
          {t('pages.home.newsFailed')}{' '}
          <button type="button" className="btn" onClick={() => void news.refetch()}>
            {t('app.retry')}
          </button>
        </p>
      ) : news.isPending ? (
        <p className="empty">{t('app.loading')}</p>
      ) : posts.length === 0 ? (
        <p className="empty">{t('pages.home.newsEmpty')}</p>
      ) : (
        <div className="news-list home-news">
          {posts.map((post) => (
            <NewsCard key={post.id} post={post} />
          ))}
        </div>
      )}
    </section>
  );
}

export function FeedCardLink() {
  const { t } = useTranslation();
  return (
    <section className="section" aria-labelledby="feed-title">
      <div className="card assistant-card">
        <div>
          <h2 id="feed-title">{t('pages.home.feedTitle')}</h2>
          <p>{t('pages.home.feedLead')}</p>
        </div>
        <Link className="btn btn-primary" to="/feed" data-testid="home-feed-link">
          {t('pages.home.feedOpen')}
        </Link>
      </div>
    </section>
  );
}
