// Who signed up with the user's link, and whether their first payment has earned the reward yet.
import { useTranslation } from 'react-i18next';
import { Card, Empty, Tag } from 'antd';
import { useCreditsFormat } from '../../features/billing/credits-format';
import type { Invitation } from '@shared/api/billing';

export function Invitees({ invitees }: { invitees: Invitation['invitees'] }) {
  const { t } = useTranslation();
  const fmt = useCreditsFormat();
  return (
    <Card title={t('billing.invite.invitees')} className="billing-card">
      {invitees.length === 0 ? (
        <Empty
          image={Empty.PRESENTED_IMAGE_SIMPLE}
          description={t('billing.invite.empty')}
          data-testid="invitees-empty"
        />
      ) : (
        <ul className="invitee-list" data-testid="invitees">
          {invitees.map((invitee, index) => (
            <li key={`${invitee.joinedAt}-${index}`}>
              <span className="invitee-name">{invitee.name}</span>
              <span className="muted">
                {t('billing.invite.joined', { date: fmt.date(invitee.joinedAt) })}
              </span>
              {invitee.rewardedAt ? (
                <Tag color="green">{t('billing.invite.rewarded')}</Tag>
              ) : (
                <span className="muted invitee-waiting">{t('billing.invite.waiting')}</span>
              )}
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
