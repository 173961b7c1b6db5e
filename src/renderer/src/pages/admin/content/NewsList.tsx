// Every news post, newest first: its title (in the console's language when it has one), its languages, whether
// it is a draft, scheduled or published, and its time; each opens its editor.
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useCreditsFormat } from '../../../features/billing/credits-format';
import { titleIn } from '../../../features/admin/titles';
import { useAdminNewsList } from '../../../queries/admin';
import { ContentTable } from '../../../features/admin/ContentTable';

const COLUMNS = ['title', 'languages', 'status', 'time'] as const;

export function NewsList() {
  const { t, i18n } = useTranslation();
  const format = useCreditsFormat();
  const news = useAdminNewsList();
  const list = news.data?.list ?? [];
  return (
    <>
      <div className="admin-news-head">
        <div>
          <h2>{t('admin.content.title')}</h2>
          <p className="muted">{t('admin.content.lead')}</p>
        </div>
        <Link className="btn btn-primary" to="new" data-testid="news-new">
          {t('admin.content.newPost')}
        </Link>
      </div>
      <ContentTable
        query={news}
        empty={list.length === 0}
        name="news"
        failedText={t('admin.content.failed')}
        emptyText={t('admin.content.empty')}
        tableTestId="news-table"
        headings={COLUMNS.map((column) => t(`admin.content.columns.${column}`))}
      >
        {list.map((post) => (
          <tr key={post.id} data-testid="news-row" data-status={post.status}>
            <td>
              <Link to={post.id}>
                <bdi>{titleIn(post, i18n.language) || t('admin.content.untitled')}</bdi>
              </Link>
            </td>
            <td>
              {post.versions.map((version) => t(`app.language.${version.locale}`)).join(', ')}
            </td>
            <td>
              <span className={`admin-news-status admin-news-status-${post.status}`}>
                {t(`admin.content.status.${post.status}`)}
              </span>
            </td>
            <td>{format.dateTime(post.publishedAt ?? post.updatedAt)}</td>
          </tr>
        ))}
      </ContentTable>
    </>
  );
}
