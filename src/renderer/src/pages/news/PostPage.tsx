// One news post (/news/:id): its cover, title, date and Markdown body.
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { LazyMarkdown } from '../../features/chat/markdown/LazyMarkdown';
import { useDateText } from '../../features/community/format';
import { useNewsPost } from '../../queries/news';
import '../../features/community/community.css';
import '../../features/community/news.css';

export default function NewsPostPage() {
  const { t } = useTranslation();
  const { id } = useParams();
  const post = useNewsPost(id && /^[0-9a-f-]{36}$/i.test(id) ? id : undefined);
  const dateText = useDateText();
  const back = (
    <Link className="community-back" to="/news">
      ← {t('community.news.back')}
    </Link>
  );
  if (post.isPending && post.fetchStatus !== 'idle')
    return <p className="community-status">{t('app.loading')}</p>;
  if (!post.data)
    return (
      <div className="community-page">
        {back}
        <div className="card community-empty" role="alert">
          <p>{t('community.news.notFound')}</p>
        </div>
      </div>
    );
  return (
    <article className="community-page news-post" data-testid="news-post">
      {back}
      {post.data.cover && <img className="news-post-cover" src={post.data.cover} alt="" />}
      <h1>{post.data.title}</h1>
      <time dateTime={post.data.publishedAt}>{dateText(post.data.publishedAt)}</time>
      <LazyMarkdown text={post.data.body} />
    </article>
  );
}
