// The admin console (/admin/*): a menu of its sections beside the open one. Only admins reach it: a visitor is
// sent to sign in, anyone else is told the console is for admins (the server refuses their calls anyway).
// It is its own chunk, and each section another: nothing of it loads with the app's first page.
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, NavLink, Route, Routes } from 'react-router-dom';
import { ErrorPanel } from '../../components/ErrorPanel';
import { SignInRedirect } from '../../components/SignInRedirect';
import { Spinner } from '../../components/Spinner';
import { userSelectors, useUserStore } from '../../stores/user';
import { ADMIN_SECTIONS } from './sections';
import './admin.css';

export default function AdminPage() {
  const { t } = useTranslation();
  const status = useUserStore((state) => state.status);
  const signedIn = useUserStore(userSelectors.isSignedIn);
  const canSeeAdmin = useUserStore(userSelectors.canSeeAdmin);
  if (!signedIn && (status === 'idle' || status === 'loading')) return <Spinner />;
  if (!signedIn) return <SignInRedirect />;
  if (!canSeeAdmin)
    return (
      <ErrorPanel
        testId="admin-forbidden"
        message={t('admin.forbidden')}
        action={
          <Link className="btn btn-primary" to="/home">
            {t('app.backHome')}
          </Link>
        }
      />
    );
  return (
    <div className="admin" data-testid="admin-console">
      <nav className="admin-nav" aria-label={t('admin.title')}>
        <h1 className="admin-title">{t('admin.title')}</h1>
        <ul>
          {ADMIN_SECTIONS.map((section) => (
            <li key={section.id}>
              {/* Absolute: a relative link under the console's splat route would nest in the open section. */}
              <NavLink to={`/admin/${section.path}`} data-testid={`admin-nav-${section.id}`}>
                {t(`admin.nav.${section.id}`)}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <section className="admin-main">
        <Suspense fallback={<Spinner />}>
          <Routes>
            <Route index element={<Navigate to={ADMIN_SECTIONS[0]!.path} replace />} />
            {ADMIN_SECTIONS.map(({ id, path, Page }) => (
              <Route key={id} path={`${path}/*`} element={<Page />} />
            ))}
            <Route path="*" element={<Navigate to={ADMIN_SECTIONS[0]!.path} replace />} />
          </Routes>
        </Suspense>
      </section>
    </div>
  );
}
