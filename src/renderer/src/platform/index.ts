// The one place that decides web or desktop. Components use `platform`, never `window.desktop`.
import { createDesktopPlatform } from './desktop';
import { createWebPlatform } from './web';
import type { Platform } from './types';

export type { Platform, KeyValueStorage, StoredSession, ImageChoice } from './types';

export const platform: Platform = window.desktop
  ? createDesktopPlatform(window.desktop)
  : createWebPlatform();
