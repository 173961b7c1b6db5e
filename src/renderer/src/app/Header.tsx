import { Fragment, lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink, useLocation } from 'react-router-dom';
import { HeaderBalance } from '../features/billing/HeaderBalance';
import { LanguageSwitch } from './LanguageSwitch';
import { UserMenu } from './UserMenu';
import { ToolsMenu } from './ToolsMenu';
import { useUserStore } from '../stores/user';
import { CREATION_TOOLS, NAV_ITEMS } from './navigation';

/** Signed-in only, so a visitor's first page does not load it. */
const NoticeBell = lazy(() =>
  import('../features/community/NoticeBell').then((module) => ({ default: module.NoticeBell })),
);

export function Header() {
  const { t } = useTranslation();
  const user = useUserStore((state) => state.user);
  const [menuOpen, setMenuOpen] = useState(false);
  const location = useLocation();
  const [seenPath, setSeenPath] = useState(location.pathname);
  if (seenPath !== location.pathname) {
    // A navigation closes the mobile menu.
    setSeenPath(location.pathname);
    setMenuOpen(false);
  }
  const items = NAV_ITEMS.filter((item) => !item.signedIn || user);
  return (
    <header className="header">
      <a className="skip-link" href="#main">
        {t('app.nav.skipToContent')}
      </a>
      <div className="header-inner">
        <Link to="/home" className="brand">
          <img src="/favicon.svg" alt="" width={28} height={28} />
          <span className="brand-name">{t('app.name')}</span>
        </Link>
        <button
          type="button"
          className="btn btn-ghost menu-toggle"
          aria-expanded={menuOpen}
          aria-controls="main-nav"
          onClick={() => setMenuOpen((open) => !open)}
        >
          ☰ <span className="sr-only">{t('app.nav.menu')}</span>
        </button>
        <nav
          id="main-nav"
          className={menuOpen ? 'nav open' : 'nav'}
          aria-label={t('app.nav.mainNavigation')}
        >
          {items.map((item) => (
            <Fragment key={item.path}>
              <NavLink to={item.path} data-testid={item.testId}>
                {t(item.label)}
              </NavLink>
              {item.path === '/helper' && (
                <ToolsMenu items={CREATION_TOOLS} label={t('tools.nav.menu')} testId="nav-tools" />
              )}
            </Fragment>
          ))}
        </nav>
        <div className="header-actions">
          <LanguageSwitch />
          {user ? (
            <>
              <Suspense fallback={null}>
                <NoticeBell />
              </Suspense>
              <HeaderBalance />
              <UserMenu user={user} />
            </>
          ) : (
            <Link className="btn btn-primary" to="/login" data-testid="nav-login">
              {t('app.nav.login')}
            </Link>
          )}
        </div>
      </div>
    </header>
  );
}
