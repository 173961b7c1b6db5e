// The browser tab (and the desktop window) says where the user is: "Chat · Atrium". Each route's title is a
// message key; the image tools' come from the tool registry, so a new tool is titled without being typed here.
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { matchPath, useLocation } from 'react-router-dom';
import { TOOL_NAV } from '@shared/tools/nav';

const PAGE_TITLES: ReadonlyArray<readonly [path: string, key: string]> = [
  ['/home', 'app.nav.home'],
  ['/login', 'app.nav.login'],
  ['/google/auth', 'app.nav.login'],
  ['/test', 'app.titles.system'],
  ['/setup', 'app.titles.setup'],
  ['/faq', 'app.nav.faq'],
  ['/profile', 'app.nav.profile'],
  ['/price', 'app.nav.pricing'],
  ['/user/billing', 'app.nav.billing'],
  ['/user/expenses', 'app.nav.expenseLog'],
  ['/invite', 'app.nav.invitation'],
  ['/helper', 'app.nav.appTools'],
  ['/helper/chat', 'app.nav.appTools'],
  ['/chat', 'app.nav.chat'],
  ['/share', 'app.titles.share'],
  ['/privacy-policy', 'app.footer.privacy'],
  ['/terms-of-service', 'app.footer.terms'],
  ['/refund-policy', 'app.footer.refund'],
  ...TOOL_NAV.map((tool) => [tool.path, `${tool.messages}.nav`] as const),
];

/** The message key of a path's title; unknown paths are the not-found page. */
export function pageTitleKey(pathname: string): string {
  const match = PAGE_TITLES.find(([path]) => matchPath(path, pathname));
  return match ? match[1] : 'app.notFoundTitle';
}

export function usePageTitle(): void {
  const { t, i18n } = useTranslation();
  const { pathname } = useLocation();
  useEffect(() => {
    document.title = `${t(pageTitleKey(pathname))} · ${t('app.name')}`;
  }, [pathname, t, i18n.language]);
}
