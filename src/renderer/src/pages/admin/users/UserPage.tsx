// One user's page: who they are, their figures (sessions, tasks, chats, bots, orders, last use), what an admin
// can do to the account, their credits, and every admin action ever taken on it.
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { ErrorPanel } from '../../../components/ErrorPanel';
import { Spinner } from '../../../components/Spinner';
import { useCreditsFormat } from '../../../features/billing/credits-format';
import { useAdminUser, useAuditLog } from '../../../queries/admin';
import { useUserStore } from '../../../stores/user';
import { AuditTable } from '../../../features/admin/AuditTable';
import { UserActions } from './UserActions';
import { UserCredits } from './UserCredits';
import { UserTags } from './UserTags';

const COUNTS = ['liveSessions', 'tasks', 'conversations', 'bots', 'orders'] as const;

function History(props: { userId: string }) {
  const { t } = useTranslation();
  const log = useAuditLog({ targetKind: 'user', targetId: props.userId });
  const entries = log.data?.pages.flatMap((page) => page.list) ?? [];
  return (
    <section className="card admin-card" aria-labelledby="admin-history-title">
      <h3 id="admin-history-title">{t('admin.users.history')}</h3>
      {log.isPending ? (
        <Spinner />
      ) : entries.length === 0 ? (
        <p className="muted">{t('admin.users.noHistory')}</p>
      ) : (
        <AuditTable entries={entries} showTarget={false} />
      )}
    </section>
  );
}

export function UserPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const format = useCreditsFormat();
  const selfId = useUserStore((state) => state.user?.id);
  const user = useAdminUser(id);
  const back = (
    <Link to="/admin/users" className="admin-back">
      ← {t('admin.users.back')}
    </Link>
  );
  if (user.isPending) return <Spinner />;
  if (user.isError)
    return (
      <>
        {back}
        <ErrorPanel
          testId="admin-user-failed"
          message={user.error.message}
          action={
            <button type="button" className="btn" onClick={() => void user.refetch()}>
              {t('app.retry')}
            </button>
          }
        />
      </>
    );
  const data = user.data;
  return (
    <div className="admin-user" data-testid="admin-user">
      {back}
      <header className="admin-user-head">
        <h2>
          <bdi data-testid="admin-user-email">{data.email}</bdi>
        </h2>
        <UserTags user={data} />
      </header>
      <dl className="admin-facts">
        <div>
          <dt>{t('admin.users.name')}</dt>
          <dd>
            <bdi>{data.name}</bdi>
          </dd>
        </div>
        <div>
          <dt>{t('admin.users.joined')}</dt>
          <dd>{format.dateTime(data.createdAt)}</dd>
        </div>
        <div>
          <dt>{t('admin.users.lastActive')}</dt>
          <dd>{data.lastActiveAt ? format.dateTime(data.lastActiveAt) : '—'}</dd>
        </div>
        {COUNTS.map((key) => (
          <div key={key}>
            <dt>{t(`admin.users.counts.${key}`)}</dt>
            <dd data-testid={`admin-count-${key}`}>{format.number(data.counts[key])}</dd>
          </div>
        ))}
        <div>
          <dt>{t('admin.users.id')}</dt>
          <dd className="admin-id">{data.id}</dd>
        </div>
      </dl>
      {data.status === 'suspended' && data.suspendedReason && (
        <p className="admin-suspension" role="status" data-testid="admin-suspension">
          {t('admin.users.suspendedBecause', {
            reason: t(`errors.suspensionReasons.${data.suspendedReason}`),
          })}
        </p>
      )}
      {data.configuredAdmin && <p className="muted">{t('admin.users.configuredAdmin')}</p>}
      <UserActions user={data} self={data.id === selfId} />
      <UserCredits email={data.email} />
      <History userId={data.id} />
    </div>
  );
}
