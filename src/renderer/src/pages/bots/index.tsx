// The account's bots (/bots): a card for each, newest change first, more on request; what a bot is and a
// way to make one when there is none yet.
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { ErrorPanel } from '../../components/ErrorPanel';
import { useBotPages } from '../../queries/bots';
import { useModelList } from '../../queries/models';
import { uniqueItems } from '../../queries/paged-lists';
import { viewStatus } from '../../queries/view-status';
import { useUserStore } from '../../stores/user';
import { BotCard } from './BotCard';
import './bots.css';
import { SignInRedirect } from '../../components/SignInRedirect';

function CreateLink(props: { big?: boolean; testId: string }) {
  const { t } = useTranslation();
  return (
    <Link
      to="/bots/new"
      className={props.big ? 'btn btn-primary btn-lg' : 'btn btn-primary'}
      data-testid={props.testId}
    >
      + {t('bots.list.create')}
    </Link>
  );
}

function BotList() {
  const { t } = useTranslation();
  const query = useBotPages();
  const status = viewStatus(query);
  const models = useModelList();
  const bots = uniqueItems(query.data?.pages, (bot) => bot.id);
  const label = (id: string) => models.find((model) => model.id === id)?.label ?? id;

  if (status === 'error')
    return (
      <ErrorPanel
        testId="bots-error"
        message={t('bots.list.failed')}
        action={
          <button type="button" className="btn" onClick={() => void query.refetch()}>
            {t('app.retry')}
          </button>
        }
      />
    );
  if (status === 'loading')
    return (
      <div className="center" role="status" data-testid="bots-loading">
        <span className="spinner" aria-hidden="true" />
        <span className="sr-only">{t('app.loading')}</span>
      </div>
    );
  if (bots.length === 0)
    return (
      <div className="card bots-empty" data-testid="bots-empty">
        <h2>{t('bots.list.emptyTitle')}</h2>
        <p>{t('bots.list.emptyText')}</p>
        <CreateLink big testId="bots-empty-create" />
      </div>
    );
  return (
    <>
      <ul className="bot-grid" data-testid="bot-list">
        {bots.map((bot) => (
          <BotCard key={bot.id} bot={bot} modelLabel={label(bot.model)} />
        ))}
      </ul>
      {query.hasNextPage && (
        <div className="bots-more">
          <button
            type="button"
            className="btn"
            disabled={query.isFetchingNextPage}
            onClick={() => void query.fetchNextPage()}
            data-testid="bots-more"
          >
            {query.isFetchingNextPage ? t('app.loading') : t('bots.list.more')}
          </button>
        </div>
      )}
    </>
  );
}

export default function BotsPage() {
  const { t } = useTranslation();
  const user = useUserStore((state) => state.user);
  if (!user) return <SignInRedirect />;
  return (
    <div className="bots-page" data-testid="bots-page">
      <header className="bots-head">
        <div>
          <h1>{t('bots.list.title')}</h1>
          <p className="lead">{t('bots.list.lead')}</p>
        </div>
        <CreateLink testId="bots-create" />
      </header>
      <BotList />
    </div>
  );
}
