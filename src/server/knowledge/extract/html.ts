// HTML to Markdown-like text: headings, lists and paragraphs survive (the chunker starts a chunk at a
// heading, and a list item stays a line), everything a reader would skip does not. A web page first goes
// through Readability, which keeps the article and drops navigation, headers, footers and asides; a Word
// document's HTML (from mammoth) is all content and skips that step.
import { Readability } from '@mozilla/readability';
import { parseHTML } from 'linkedom';
import TurndownService from 'turndown';

// Never text: code, styling, embedded media and the page's own furniture.
const DROPPED = new Set([
  'script',
  'style',
  'noscript',
  'template',
  'iframe',
  'object',
  'embed',
  'svg',
  'canvas',
  'nav',
  'form',
  'button',
  'select',
]);

let service: TurndownService | undefined;

function turndown(): TurndownService {
  if (service) return service;
  service = new TurndownService({
    headingStyle: 'atx',
    bulletListMarker: '-',
    codeBlockStyle: 'fenced',
    hr: '---',
  });
  // A function, not a list of tag names: with the DOM's types a list may name HTML elements only (no svg).
  service.remove((node) => DROPPED.has(node.nodeName.toLowerCase()));
  // A link's address and an image are noise to a search index and to a model reading an excerpt.
  service.addRule('link-text', { filter: 'a', replacement: (content) => content });
  service.addRule('no-images', {
    filter: ['img', 'picture', 'video', 'audio'],
    replacement: () => '',
  });
  // Markdown escapes (`1\.`, `\*`) would end up in chunks and search terms.
  service.escape = (text) => text;
  return service;
}

export interface HtmlText {
  title?: string;
  text: string;
}

// The server is compiled without the DOM's types: linkedom's document stands in for the one Readability
// and turndown are typed against.
type ReadableDocument = ConstructorParameters<typeof Readability>[0];
interface PageElement {
  textContent: string | null;
  closest(selector: string): PageElement | null;
  remove(): void;
}
interface PageDocument {
  body: PageElement | null;
  querySelector(selector: string): PageElement | null;
  querySelectorAll(selector: string): Iterable<PageElement>;
}

/** The whole of an HTML fragment (a Word document's body), as text. */
export function htmlFragmentToText(html: string): string {
  return turndown().turndown(html);
}

/** A web page's article, as text, with the page's title. */
export function htmlPageToText(html: string): HtmlText {
  const { document } = parseHTML(html) as unknown as { document: PageDocument };
  const pageTitle = document.querySelector('title')?.textContent?.trim() || undefined;
  for (const selector of ['header', 'footer', 'aside'])
    for (const element of document.querySelectorAll(`body ${selector}`))
      // Inside an article a header holds its heading: only the page's own bars go.
      if (!element.closest('article, main')) element.remove();
  // The article comes back as a node (not serialised HTML) so that turndown need not parse it again.
  const article = new Readability(document as unknown as ReadableDocument, {
    serializer: (node) => node as unknown as TurndownService.Node,
    charThreshold: 0,
  }).parse();
  const content = article?.content ?? (document.body as unknown as TurndownService.Node | null);
  const title = article?.title?.trim() || pageTitle;
  return { title, text: content ? turndown().turndown(content) : '' };
}
