// A news post in a list: its cover, title (opening the post), date and first lines.
import { Link } from 'react-router-dom';
import type { NewsPost } from '@shared/api/news';
import { excerpt } from './excerpt';
import { useDateText } from './format';
import './news.css';

export function NewsCard({ post, headingLevel = 3 }: { post: NewsPost; headingLevel?: 2 | 3 }) {
  const dateText = useDateText();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article className="card news-card" data-testid="news-card">
      {post.cover && <img className="news-cover" src={post.cover} alt="" loading="lazy" />}
      <div className="news-card-text">
        <time dateTime={post.publishedAt}>{dateText(post.publishedAt)}</time>
        <Heading>
          <Link to={`/news/${post.id}`} data-testid="news-link">
            {post.title}
          </Link>
        </Heading>
        <p>{excerpt(post.body)}</p>
      </div>
    </article>
  );
}
