// What the header lists: the main bar (with the tools the registry puts there) and the creation tools menu,
// both from the shared tool registry, so a new tool appears without being typed here.
import type { ToolId } from '@shared/tools/nav';
import { TOOL_NAV } from '@shared/tools/nav';

export interface NavItem {
  path: string;
  /** Message key of the link's text. */
  label: string;
  testId: string;
  /** Shown only to a signed-in user. */
  signedIn?: boolean;
  /** The tool it opens (its icon is shown beside the link in the creation menu). */
  tool?: ToolId;
}

const toolLinks = (menu: 'main' | 'creation'): NavItem[] =>
  TOOL_NAV.filter((tool) => tool.menu === menu).map((tool) => ({
    path: tool.path,
    label: `${tool.messages}.nav`,
    testId: tool.navTestId,
    tool: tool.id,
  }));

/** The main bar; the creation tools menu follows App Tools. */
export const NAV_ITEMS: NavItem[] = [
  { path: '/home', label: 'app.nav.home', testId: 'nav-home' },
  { path: '/chat', label: 'app.nav.chat', testId: 'nav-chat' },
  ...toolLinks('main'),
  { path: '/feed', label: 'app.nav.feed', testId: 'nav-feed' },
  { path: '/helper', label: 'app.nav.appTools', testId: 'nav-helper' },
  { path: '/faq', label: 'app.nav.faq', testId: 'nav-faq' },
  { path: '/price', label: 'app.nav.pricing', testId: 'nav-pricing' },
  { path: '/invite', label: 'app.nav.invitation', testId: 'nav-invite', signedIn: true },
  { path: '/profile', label: 'app.nav.profile', testId: 'nav-profile', signedIn: true },
];

/** The image tools of the header's "Creation tools" menu. */
export const CREATION_TOOLS: NavItem[] = toolLinks('creation');
