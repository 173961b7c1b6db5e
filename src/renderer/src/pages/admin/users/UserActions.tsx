// What an admin can do to an account from its page: suspend (with the reason the user reads) or restore, end
// every session, make or unmake an admin. Each asks for the admin's reason; the server refuses what must not
// happen (one's own account, the last admin, an ADMIN_EMAILS address) and the dialog says why.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminUserDetail } from '@shared/api/admin';
import { SUSPENSION_REASONS, type SuspensionReason } from '@shared/api/user';
import { adminService } from '../../../api/admin';
import { ActionDialog } from '../../../features/admin/ActionDialog';

type Asked = 'suspend' | 'restore' | 'sessions' | 'role';

function SuspendDialog(props: { user: AdminUserDetail; onClose(): void }) {
  const { t } = useTranslation();
  const [reason, setReason] = useState<SuspensionReason>('other');
  return (
    <ActionDialog
      title={t('admin.users.suspendTitle', { email: props.user.email })}
      lead={t('admin.users.suspendLead')}
      okText={t('admin.users.suspend')}
      danger
      testId="admin-suspend-dialog"
      onClose={props.onClose}
      onSubmit={(note) => adminService.suspend({ id: props.user.id, reason, note })}
    >
      <label htmlFor="admin-suspend-reason">{t('admin.users.suspendReason')}</label>
      <select
        id="admin-suspend-reason"
        value={reason}
        onChange={(event) => setReason(event.target.value as SuspensionReason)}
        data-testid="admin-suspend-reason"
      >
        {SUSPENSION_REASONS.map((value) => (
          <option key={value} value={value}>
            {t(`errors.suspensionReasons.${value}`)}
          </option>
        ))}
      </select>
    </ActionDialog>
  );
}

export function UserActions(props: { user: AdminUserDetail; self: boolean }) {
  const { t } = useTranslation();
  const { user } = props;
  const [asked, setAsked] = useState<Asked>();
  const close = () => setAsked(undefined);
  const button = (kind: Asked, label: string, danger = false) => (
    <button
      type="button"
      className={danger ? 'btn btn-danger' : 'btn'}
      onClick={() => setAsked(kind)}
      disabled={props.self}
      data-testid={`admin-user-${kind}`}
    >
      {label}
    </button>
  );
  const admin = user.role === 'admin';
  return (
    <div className="admin-actions">
      {user.status === 'active'
        ? button('suspend', t('admin.users.suspend'), true)
        : button('restore', t('admin.users.restore'))}
      {button('sessions', t('admin.users.endSessions'))}
      {button('role', admin ? t('admin.users.removeAdmin') : t('admin.users.makeAdmin'))}
      {props.self && <p className="muted">{t('admin.users.selfHint')}</p>}
      {asked === 'suspend' && <SuspendDialog user={user} onClose={close} />}
      {asked === 'restore' && (
        <ActionDialog
          title={t('admin.users.restoreTitle', { email: user.email })}
          okText={t('admin.users.restore')}
          testId="admin-restore-dialog"
          onClose={close}
          onSubmit={(note) => adminService.restore(user.id, note)}
        />
      )}
      {asked === 'sessions' && (
        <ActionDialog
          title={t('admin.users.endSessionsTitle', { email: user.email })}
          lead={t('admin.users.endSessionsLead', { count: user.counts.liveSessions })}
          okText={t('admin.users.endSessions')}
          danger
          testId="admin-sessions-dialog"
          onClose={close}
          onSubmit={(note) => adminService.revokeSessions(user.id, note)}
        />
      )}
      {asked === 'role' && (
        <ActionDialog
          title={
            admin
              ? t('admin.users.removeAdminTitle', { email: user.email })
              : t('admin.users.makeAdminTitle', { email: user.email })
          }
          lead={admin ? undefined : t('admin.users.makeAdminLead')}
          okText={admin ? t('admin.users.removeAdmin') : t('admin.users.makeAdmin')}
          danger={!admin}
          testId="admin-role-dialog"
          onClose={close}
          onSubmit={(note) =>
            adminService.role({ id: user.id, role: admin ? 'user' : 'admin', note })
          }
        />
      )}
    </div>
  );
}
