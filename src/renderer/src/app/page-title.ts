// The browser tab (and the desktop window) says where the user is: "Chat · Atrium". Each route of the route
// table carries its title's message key (`handle.title`), the image tools' from the tool registry.
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { matchRoutes, useLocation } from 'react-router-dom';
import { routes, type RouteHandle } from './routes';

/** The message key of a path's title; every path matches a route, the last one being the not-found page. */
export function pageTitleKey(pathname: string): string {
  const handle = matchRoutes(routes, pathname)?.at(-1)?.route.handle as RouteHandle | undefined;
  return handle?.title ?? 'app.name';
}

export function usePageTitle(): void {
  const { t, i18n } = useTranslation();
  const { pathname } = useLocation();
  useEffect(() => {
    const key = pageTitleKey(pathname);
    document.title = key === 'app.name' ? t(key) : `${t(key)} · ${t('app.name')}`;
  }, [pathname, t, i18n.language]);
}
