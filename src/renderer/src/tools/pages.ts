// Each tool's page by its id, loaded (with every message) when its route is first opened. The router iterates the registry
// and takes the page from here.
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { ToolId } from '@shared/tools/nav';
import { withAllMessages } from '../i18n';

/** The compiler asks for a page when a tool is added to the registry. */
export const TOOL_PAGES: Record<ToolId, LazyExoticComponent<ComponentType>> = {
  imagine: lazy(withAllMessages(() => import('./imagine'))),
  super: lazy(withAllMessages(() => import('./upscaler'))),
  style: lazy(withAllMessages(() => import('./style'))),
  doodle: lazy(withAllMessages(() => import('./doodle'))),
  goods: lazy(withAllMessages(() => import('./goods'))),
  face: lazy(withAllMessages(() => import('./photo-book'))),
  cosplay: lazy(withAllMessages(() => import('./cosplay'))),
};
