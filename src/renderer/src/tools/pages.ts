// Each tool's page by its id, loaded when its route is first opened. The router iterates the registry
// and takes the page from here.
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { ToolId } from '@shared/tools/ids';

/** The compiler asks for a page when a tool is added to the registry. */
export const TOOL_PAGES: Record<ToolId, LazyExoticComponent<ComponentType>> = {
  imagine: lazy(() => import('./imagine')),
  super: lazy(() => import('./upscaler')),
  style: lazy(() => import('./style')),
  doodle: lazy(() => import('./doodle')),
  goods: lazy(() => import('./goods')),
  face: lazy(() => import('./photo-book')),
  cosplay: lazy(() => import('./cosplay')),
};
