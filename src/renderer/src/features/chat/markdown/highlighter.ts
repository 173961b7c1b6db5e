// One highlighter for every code block. rehype-highlight builds a new lowlight (every grammar registered
// again) each time react-markdown makes its processor, which is every render of every block: about a third
// of the Markdown time while an answer streams. This plugin does the same work over one shared instance.
import type { Element, Root } from 'hast';
import { toText } from 'hast-util-to-text';
import { createLowlight } from 'lowlight';
import { visit } from 'unist-util-visit';
import { EXTRA_ALIASES, LANGUAGES } from './languages';

export const lowlight = createLowlight(LANGUAGES);
lowlight.registerAlias(EXTRA_ALIASES);

/** The registered language a `code` element names with its `language-x` class, if any. */
function languageOf(node: Element): string | undefined {
  const classes = node.properties.className;
  if (!Array.isArray(classes)) return undefined;
  for (const value of classes) {
    const name = String(value);
    if (name.startsWith('language-')) {
      const language = name.slice('language-'.length);
      return lowlight.registered(language) ? language : undefined;
    }
  }
  return undefined;
}

/** rehype plugin: colours `pre > code` blocks whose language is known; others stay plain text. */
export function rehypeCodeHighlight() {
  return (tree: Root) => {
    visit(tree, 'element', (node, _index, parent) => {
      if (node.tagName !== 'code' || parent?.type !== 'element' || parent.tagName !== 'pre') return;
      const language = languageOf(node);
      if (!language) return;
      const classes = Array.isArray(node.properties.className) ? node.properties.className : [];
      node.properties.className = ['hljs', ...classes];
      const result = lowlight.highlight(language, toText(node, { whitespace: 'pre' }));
      if (result.children.length > 0) node.children = result.children as Element['children'];
    });
  };
}
