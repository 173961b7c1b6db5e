// Invitation Plan (/invite): the user's link, the reward per invitee, what they earned and who joined.
import { useTranslation } from 'react-i18next';
import { Skeleton } from 'antd';
import { AntdScope } from '../../components/antd/AntdScope';
import { platform } from '../../platform';
import { useUserStore } from '../../stores/user';
import { useCreditsFormat } from '../../features/billing/credits-format';
import { LoadError } from '../../features/billing/LoadError';
import { useInvitation } from '../../queries/billing';
import { viewStatus } from '../../queries/view-status';
import { InviteLink } from './InviteLink';
import { Invitees } from './Invitees';
import '../../features/billing/billing.css';
import { SignInRedirect } from '../../components/SignInRedirect';

/** Where invitees sign in: this site on the web, the app's server on the desktop. */
export function inviteUrl(code: string): string {
  const origin = platform.kind === 'web' ? window.location.origin : platform.apiBase();
  return `${origin.replace(/\/+$/, '')}/login?invite=${encodeURIComponent(code)}`;
}

export default function InvitePage() {
  const { t } = useTranslation();
  const fmt = useCreditsFormat();
  const user = useUserStore((state) => state.user);
  const query = useInvitation();
  const status = viewStatus(query);
  const data = query.data;

  if (!user) return <SignInRedirect />;
  return (
    <AntdScope>
      <div className="billing-page invite-page">
        <h1>{t('billing.invite.title')}</h1>
        {status === 'loading' && <Skeleton active paragraph={{ rows: 6 }} />}
        {status === 'error' && (
          <LoadError onRetry={() => void query.refetch()} testId="invite-error" />
        )}
        {status === 'loaded' && data && (
          <>
            <p className="lead">
              {t('billing.invite.lead', { credits: fmt.credits(data.reward) })}
            </p>
            <InviteLink url={inviteUrl(data.code)} />
            <dl className="invite-stats">
              <div className="card">
                <dt>{t('billing.invite.reward')}</dt>
                <dd data-testid="invite-reward">{fmt.credits(data.reward)}</dd>
              </div>
              <div className="card">
                <dt>{t('billing.invite.earned')}</dt>
                <dd data-testid="invite-earned">{fmt.credits(data.earned)}</dd>
              </div>
            </dl>
            <Invitees invitees={data.invitees} />
          </>
        )}
      </div>
    </AntdScope>
  );
}
