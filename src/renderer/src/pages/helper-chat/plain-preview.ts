// A past answer's first words for its one-line summary: Markdown is for the opened answer, not the list.
/** The start of an answer as plain words: code blocks, Markdown marks and table rules left out. */
export function plainPreview(markdown: string): string {
  return markdown
    .replace(/```[\s\S]*?(```|$)/g, ' ')
    .replace(/^\s*([#>]+|[-*+]|\d+\.)\s+/gm, '')
    .replace(/[*_`|]+|-{3,}|:?-{2,}:?/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 160);
}
