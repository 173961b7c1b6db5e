import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { Button, Card, List, Popconfirm, Tag, Typography } from 'antd';
import { userService } from '../../api/user';
import { toast } from '../../api/toast';
import { refreshSessions, useSessions } from '../../queries/user';
import { useUserStore } from '../../stores/user';
import { describeDevice } from './device-name';

export function SessionsCard() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const signOut = useUserStore((state) => state.signOut);
  const query = useSessions();
  // A list that cannot be loaded shows as empty: the card's sign-out still works.
  const sessions = query.isError ? [] : query.data;

  const revoke = async (id: string) => {
    try {
      await userService.revokeSession(id);
      toast('success', t('pages.profile.revoked'));
      await refreshSessions();
    } catch {
      // The client already showed the server's message.
    }
  };
  const when = (iso: string) =>
    new Date(iso).toLocaleString(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });

  return (
    <Card
      title={t('pages.profile.sessions')}
      className="profile-card"
      extra={
        <Button
          danger
          onClick={() => void signOut().then(() => navigate('/login', { replace: true }))}
        >
          {t('pages.profile.signOutHere')}
        </Button>
      }
    >
      <Typography.Paragraph type="secondary">
        {t('pages.profile.sessionsLead')}
      </Typography.Paragraph>
      <List
        loading={sessions === undefined}
        dataSource={sessions ?? []}
        data-testid="sessions-list"
        renderItem={(session) => (
          <List.Item
            data-testid="session-row"
            actions={
              session.current
                ? [
                    <Tag key="current" color="green">
                      {t('pages.profile.thisDevice')}
                    </Tag>,
                  ]
                : [
                    <Popconfirm
                      key="revoke"
                      title={t('pages.profile.revokeConfirm')}
                      okText={t('pages.profile.revoke')}
                      cancelText={t('app.cancel')}
                      okButtonProps={{ danger: true }}
                      onConfirm={() => revoke(session.id)}
                    >
                      <Button size="small" data-testid="session-revoke">
                        {t('pages.profile.revoke')}
                      </Button>
                    </Popconfirm>,
                  ]
            }
          >
            <List.Item.Meta
              title={describeDevice(session.userAgent) ?? t('pages.profile.unknownDevice')}
              description={[
                t(`pages.profile.method.${session.method}`),
                session.ip,
                t('pages.profile.signedInAt', { time: when(session.createdAt) }),
                t('pages.profile.lastUsed', { time: when(session.lastUsedAt) }),
              ]
                .filter(Boolean)
                .join(' · ')}
            />
          </List.Item>
        )}
      />
    </Card>
  );
}
