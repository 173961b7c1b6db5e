// The first paragraph of a Markdown post as plain text, for a list (no renderer needed for a few lines).
export function excerpt(markdown: string, max = 220): string {
  const first = markdown.split(/\n\s*\n/).find((block) => block.trim()) ?? '';
  const text = first
    .replace(/!\[[^\]]*\]\([^)]*\)/g, '')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/^\s{0,3}(#{1,6}|[-*+]|\d+\.)\s+/gm, '')
    .replace(/(\*\*|__|\*|_|`)/g, '')
    .replace(/\s+/g, ' ')
    .trim();
  return text.length > max ? `${text.slice(0, max - 1).trimEnd()}…` : text;
}
