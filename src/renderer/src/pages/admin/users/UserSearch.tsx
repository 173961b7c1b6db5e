// Finding a user: by e-mail, name or id as the admin types (one request per pause), the newest accounts
// before anything is typed; a row opens the user's page.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { ErrorPanel } from '../../../components/ErrorPanel';
import { Spinner } from '../../../components/Spinner';
import { useDebouncedValue } from '../../../components/use-debounced-value';
import { useCreditsFormat } from '../../../features/billing/credits-format';
import { useAdminUsers } from '../../../queries/admin';
import { UserTags } from './UserTags';

export function UserSearch() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const format = useCreditsFormat();
  const [text, setText] = useState('');
  const q = useDebouncedValue(text.trim(), 300);
  const users = useAdminUsers(q);
  const list = users.data?.list ?? [];
  return (
    <div data-testid="admin-users">
      <h2>{t('admin.users.title')}</h2>
      <div className="admin-toolbar">
        <input
          type="search"
          value={text}
          maxLength={254}
          aria-label={t('admin.users.search')}
          placeholder={t('admin.users.search')}
          onChange={(event) => setText(event.target.value)}
          data-testid="admin-user-search"
          autoFocus
        />
      </div>
      <p className="sr-only" aria-live="polite">
        {users.isSuccess && t('admin.users.found', { count: list.length })}
      </p>
      {users.isPending ? (
        <Spinner />
      ) : users.isError ? (
        <ErrorPanel
          testId="admin-users-failed"
          message={t('admin.users.failed')}
          action={
            <button type="button" className="btn" onClick={() => void users.refetch()}>
              {t('app.retry')}
            </button>
          }
        />
      ) : list.length === 0 ? (
        <p className="admin-empty card" data-testid="admin-users-empty">
          {q ? t('admin.users.noMatch', { q }) : t('admin.users.none')}
        </p>
      ) : (
        <div className="admin-table-wrap">
          <table className="admin-table admin-users-table">
            <thead>
              <tr>
                <th>{t('admin.users.email')}</th>
                <th>{t('admin.users.name')}</th>
                <th>{t('admin.users.state')}</th>
                <th>{t('admin.users.joined')}</th>
              </tr>
            </thead>
            <tbody>
              {list.map((user) => (
                <tr
                  key={user.id}
                  className="admin-row-link"
                  onClick={() => void navigate(`/admin/users/${user.id}`)}
                  data-testid="admin-user-row"
                >
                  <td>
                    <a
                      href={`/admin/users/${user.id}`}
                      onClick={(event) => {
                        event.preventDefault();
                        void navigate(`/admin/users/${user.id}`);
                      }}
                    >
                      <bdi>{user.email}</bdi>
                    </a>
                  </td>
                  <td>
                    <bdi>{user.name}</bdi>
                  </td>
                  <td>
                    <UserTags user={user} />
                  </td>
                  <td>{format.date(user.createdAt)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}
