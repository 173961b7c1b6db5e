// An answer from a bot's knowledge cites its passages as [1], [2]: this rehype plugin turns each such marker
// in the text (never in code or a link) into a `sup` element carrying its number, which the renderer shows as
// a link to the cited source (CiteMarker.tsx). Markdown leaves "[1]" as text when nothing defines it.
import type { Element, ElementContent, Root, Text } from 'hast';
import { SKIP, visit } from 'unist-util-visit';

const MARKER = /\[(\d{1,3})\]/g;
const INERT = new Set(['code', 'pre', 'a']);

function split(node: Text): ElementContent[] | undefined {
  const parts: ElementContent[] = [];
  let last = 0;
  for (const match of node.value.matchAll(MARKER)) {
    if (match.index > last)
      parts.push({ type: 'text', value: node.value.slice(last, match.index) });
    parts.push({
      type: 'element',
      tagName: 'sup',
      properties: { dataCite: match[1] },
      children: [{ type: 'text', value: match[1]! }],
    });
    last = match.index + match[0].length;
  }
  if (parts.length === 0) return undefined;
  if (last < node.value.length) parts.push({ type: 'text', value: node.value.slice(last) });
  return parts;
}

export function rehypeCiteMarkers() {
  return (tree: Root) => {
    visit(tree, (node, index, parent) => {
      if (node.type === 'element' && INERT.has(node.tagName)) return SKIP;
      if (node.type !== 'text' || !parent || index === undefined) return;
      const parts = split(node);
      if (!parts) return;
      (parent as Element).children.splice(index, 1, ...parts);
      return [SKIP, index + parts.length];
    });
  };
}
