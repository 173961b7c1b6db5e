// Profile: the account, its settings, and every signed-in device with a way to sign it out.
import { useTranslation } from 'react-i18next';
import { Typography } from 'antd';
import { AntdScope } from '../../components/antd/AntdScope';
import { useUserStore } from '../../stores/user';
import { AccountCard } from './AccountCard';
import { SessionsCard } from './SessionsCard';
import './profile.css';
import { SignInRedirect } from '../../components/SignInRedirect';

export default function ProfilePage() {
  const { t } = useTranslation();
  const user = useUserStore((state) => state.user);
  if (!user) return <SignInRedirect />;
  return (
    <AntdScope>
      <div className="profile">
        <Typography.Title level={1}>{t('pages.profile.title')}</Typography.Title>
        <AccountCard user={user} />
        <SessionsCard />
      </div>
    </AntdScope>
  );
}
