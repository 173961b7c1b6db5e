// Every tool by its id, in the order the product lists them, with where the app shows it: its page, its link
// and the prefix of its words. Plain data without schemas, so the app's shell (the header, the home page's
// cards, the router) reads it on every first page at no cost; each tool's file (./doodle.ts…) declares the
// rest. An id is also the `kind` of the tool's tasks and its name on the wire: never renamed once shipped.
/** Where the app shows a tool. */
interface NavFacts {
  /** The route of its page in the app. */
  path: string;
  /** Where the header lists it: the main bar, or the creation tools menu. */
  menu: 'main' | 'creation';
  /** Test id of its navigation link. */
  navTestId: string;
  /**
   * The prefix of its words in the messages (`tools.doodle`). Every tool has `nav` (its link), `title` and
   * `lead` (its page's head) and `card.title` and `card.text` (its card on the home page) under it.
   */
  messages: string;
}

const NAV = {
  imagine: { path: '/imagine', menu: 'main', navTestId: 'nav-imagine', messages: 'imagine' },
  super: {
    path: '/pic/super',
    menu: 'creation',
    navTestId: 'nav-tool-upscaler',
    messages: 'tools.upscaler',
  },
  style: {
    path: '/style-turn',
    menu: 'creation',
    navTestId: 'nav-tool-style',
    messages: 'tools.style',
  },
  doodle: {
    path: '/tools/doodle',
    menu: 'creation',
    navTestId: 'nav-tool-doodle',
    messages: 'tools.doodle',
  },
  goods: {
    path: '/tools/goods',
    menu: 'creation',
    navTestId: 'nav-tool-goods',
    messages: 'tools.goods',
  },
  face: {
    path: '/tools/photo-book',
    menu: 'creation',
    navTestId: 'nav-tool-photo-book',
    messages: 'tools.photoBook',
  },
  cosplay: {
    path: '/tools/cosplay',
    menu: 'creation',
    navTestId: 'nav-tool-cosplay',
    messages: 'tools.cosplay',
  },
} as const satisfies Record<string, NavFacts>;

export type ToolId = keyof typeof NAV;

export interface ToolNav<Id extends ToolId = ToolId> extends NavFacts {
  id: Id;
}
export const TOOL_IDS = Object.keys(NAV) as [ToolId, ...ToolId[]];

/** One tool's navigation facts, as its declaration spreads them. */
export const toolNav = <Id extends ToolId>(id: Id): ToolNav<Id> => ({ id, ...NAV[id] });

export const TOOL_NAV: readonly ToolNav[] = TOOL_IDS.map((id) => toolNav(id));
