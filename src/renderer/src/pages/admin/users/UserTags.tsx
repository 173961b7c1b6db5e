// A user's role and state as tags: "Admin", "Suspended" (and nothing for an ordinary active account).
import { useTranslation } from 'react-i18next';
import type { AdminUserRow } from '@shared/api/admin';

export function UserTags(props: { user: Pick<AdminUserRow, 'role' | 'status'> }) {
  const { t } = useTranslation();
  return (
    <span className="admin-tags">
      {props.user.role === 'admin' && (
        <span className="tag admin-tag-admin">{t('admin.users.roles.admin')}</span>
      )}
      {props.user.status === 'suspended' ? (
        <span className="tag admin-tag-suspended" data-testid="admin-user-suspended">
          {t('admin.users.suspended')}
        </span>
      ) : (
        <span className="tag">{t('admin.users.active')}</span>
      )}
    </span>
  );
}
