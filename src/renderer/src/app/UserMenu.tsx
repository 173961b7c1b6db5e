import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import type { CurrentUser } from '@shared/api/user';
import { useUserStore } from '../stores/user';
import { Dropdown } from '../components/Dropdown';

export function Avatar({ user }: { user: CurrentUser }) {
  return (
    <span className="avatar" aria-hidden="true">
      {user.avatar ? (
        <img src={user.avatar} alt="" referrerPolicy="no-referrer" />
      ) : (
        user.name.slice(0, 1).toUpperCase()
      )}
    </span>
  );
}

export function UserMenu({ user }: { user: CurrentUser }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const signOut = useUserStore((state) => state.signOut);
  return (
    <Dropdown
      testId="user-menu"
      ariaLabel={user.name}
      label={
        <>
          <Avatar user={user} /> <span className="user-menu-name">{user.name}</span>
        </>
      }
      items={[
        { key: 'profile', label: t('app.nav.profile'), onSelect: () => void navigate('/profile') },
        {
          key: 'creations',
          label: t('app.nav.creations'),
          testId: 'menu-creations',
          onSelect: () => void navigate('/creations'),
        },
        {
          key: 'bots',
          label: t('app.nav.bots'),
          testId: 'menu-bots',
          onSelect: () => void navigate('/bots'),
        },
        {
          key: 'douyin',
          label: t('app.nav.douyin'),
          testId: 'menu-douyin',
          onSelect: () => void navigate('/douyin'),
        },
        {
          key: 'billing',
          label: t('app.nav.billing'),
          testId: 'menu-billing',
          onSelect: () => void navigate('/user/billing'),
        },
        {
          key: 'expenses',
          label: t('app.nav.expenseLog'),
          testId: 'menu-expenses',
          onSelect: () => void navigate('/user/expenses'),
        },
        // The console and the operator's page, for admins only (the server refuses everyone else anyway).
        ...(user.role === 'admin'
          ? [
              {
                key: 'admin',
                label: t('app.nav.admin'),
                testId: 'menu-admin',
                onSelect: () => void navigate('/admin'),
              },
              {
                key: 'setup',
                label: t('app.titles.setup'),
                testId: 'menu-setup',
                onSelect: () => void navigate('/setup'),
              },
            ]
          : []),
        {
          key: 'sign-out',
          label: t('app.nav.signOut'),
          testId: 'sign-out',
          onSelect: () => void signOut().then(() => navigate('/login', { replace: true })),
        },
      ]}
    />
  );
}
