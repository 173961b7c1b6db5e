// News (/news): every post in the reader's language, newest first, ten a page.
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { NewsCard } from '../../features/community/NewsCard';
import { useNews } from '../../queries/news';
import '../../features/community/community.css';

export default function NewsPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const news = useNews(page);
  const posts = news.data?.list ?? [];
  const pages = Math.max(1, Math.ceil((news.data?.total ?? 0) / 10));
  const go = (next: number) => setParams(next === 1 ? {} : { page: String(next) });
  return (
    <div className="community-page news-page" data-testid="news-page">
      <header className="community-head">
        <div>
          <h1>{t('community.news.title')}</h1>
          <p className="lead">{t('community.news.lead')}</p>
        </div>
      </header>
      {news.isError ? (
        <div className="card community-empty" role="alert">
          <p>{t('community.news.loadFailed')}</p>
          <button type="button" className="btn" onClick={() => void news.refetch()}>
            {t('app.retry')}
          </button>
        </div>
      ) : news.isPending ? (
        <p className="community-status">{t('app.loading')}</p>
      ) : posts.length === 0 ? (
        <div className="card community-empty">
          <p>{t('community.news.empty')}</p>
        </div>
      ) : (
        <div className="news-list">
          {posts.map((post) => (
            <NewsCard key={post.id} post={post} headingLevel={2} />
          ))}
        </div>
      )}
      {pages > 1 && (
        <nav className="news-pager" aria-label={t('community.news.page', { page, pages })}>
          <button type="button" className="btn" disabled={page <= 1} onClick={() => go(page - 1)}>
            {t('community.news.previous')}
          </button>
          <span>{t('community.news.page', { page, pages })}</span>
          <button
            type="button"
            className="btn"
            disabled={page >= pages}
            onClick={() => go(page + 1)}
          >
            {t('community.news.next')}
          </button>
        </nav>
      )}
    </div>
  );
}
