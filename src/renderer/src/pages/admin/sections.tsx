// The console's sections, in the order of its menu: each a path under /admin, the message key of its name
// and its page, loaded when first opened (a section's libraries, charts say, load with it alone).
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

export interface AdminSection {
  id: string;
  /** Under /admin; the first section is where /admin opens. */
  path: string;
  /** `admin.nav.<id>`. */
  Page: LazyExoticComponent<ComponentType>;
}

export const ADMIN_SECTIONS: AdminSection[] = [
  { id: 'users', path: 'users', Page: lazy(() => import('./users')) },
  { id: 'moderation', path: 'moderation', Page: lazy(() => import('./moderation')) },
  { id: 'content', path: 'content', Page: lazy(() => import('./content')) },
  { id: 'prices', path: 'prices', Page: lazy(() => import('./prices')) },
  { id: 'models', path: 'models', Page: lazy(() => import('./models')) },
  { id: 'images', path: 'images', Page: lazy(() => import('./images')) },
  { id: 'providers', path: 'providers', Page: lazy(() => import('./providers')) },
  { id: 'stats', path: 'stats', Page: lazy(() => import('./stats')) },
  { id: 'audit', path: 'audit', Page: lazy(() => import('./audit')) },
];
