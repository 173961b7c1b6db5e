// Big blocks cost in proportion to their size each time they render (a 700-line code block takes hundreds of
// milliseconds to highlight, a 500-row table as long to parse), and the block being written renders on every
// frame. So big code blocks and tables are cut into pieces of a fixed size: finished pieces keep their render
// and any one render stays small, however long the answer. Code pieces share one frame (one copy button);
// table pieces repeat the header row, as a long printed table does.

export const CODE_PIECE_LINES = 40;
export const TABLE_PIECE_ROWS = 20;

export type Part =
  | { kind: 'markdown'; key: string; text: string }
  | { kind: 'code'; key: string; language: string | undefined; pieces: string[] };

const FENCE_OPEN = /^ {0,3}(`{3,}|~{3,})\s*([^\s`]*)/;
const TABLE_DELIMITER = /^\s*\|?\s*:?-+:?\s*(\|\s*:?-+:?\s*)*\|?\s*$/;

function chunk<T>(items: T[], size: number): T[][] {
  const out: T[][] = [];
  for (let at = 0; at < items.length; at += size) out.push(items.slice(at, at + size));
  return out;
}

/** A block that is one fenced code block (closed or still open), cut into pieces of lines. */
function codeParts(key: string, block: string): Part | undefined {
  const lines = block.replace(/\n+$/, '').split('\n');
  const open = FENCE_OPEN.exec(lines[0] ?? '');
  if (!open?.[1]) return undefined;
  const fence = open[1];
  const body = lines.slice(1);
  const closeAt = body.findIndex((line) => {
    const trimmed = line.trim();
    return (
      trimmed.startsWith(fence[0] as string) &&
      /^(`{3,}|~{3,})$/.test(trimmed) &&
      trimmed.length >= fence.length
    );
  });
  // Text after the closing fence in the same block: rendered as Markdown, whole.
  if (closeAt !== -1 && closeAt !== body.length - 1) return undefined;
  const code = closeAt === -1 ? body : body.slice(0, closeAt);
  if (code.length <= CODE_PIECE_LINES) return undefined;
  const pieces = chunk(code, CODE_PIECE_LINES).map((piece, index, all) =>
    index < all.length - 1 ? `${piece.join('\n')}\n` : piece.join('\n'),
  );
  return { kind: 'code', key, language: open[2] || undefined, pieces };
}

/** A block that is one GFM table with many rows, as several tables with the same header. */
function tableParts(key: string, block: string): Part[] | undefined {
  const lines = block.replace(/\n+$/, '').split('\n');
  const [head, delimiter, ...rows] = lines;
  if (!head?.includes('|') || !delimiter || !TABLE_DELIMITER.test(delimiter)) return undefined;
  if (rows.length <= TABLE_PIECE_ROWS) return undefined;
  return chunk(rows, TABLE_PIECE_ROWS).map((piece, index) => ({
    kind: 'markdown',
    key: `${key}.${index}`,
    text: [head, delimiter, ...piece].join('\n'),
  }));
}

export function toParts(blocks: string[]): Part[] {
  return blocks.flatMap((block, index): Part[] => {
    const key = String(index);
    const code = codeParts(key, block);
    if (code) return [code];
    return tableParts(key, block) ?? [{ kind: 'markdown', key, text: block }];
  });
}
