// Splits Markdown into top-level blocks so a growing answer re-renders only its last block: the blocks before
// it are finished (their text no longer changes) and keep their rendered output. A block ends at a blank line
// followed by an unindented line, never inside a code fence or a $$ math block; indented lines after a blank
// line continue the block (list items' paragraphs and code), and list items of one list stay together.
//
// Rendering blocks apart changes nothing for ordinary answers. Two rare things need one document: reference
// links whose definition sits in another block, and footnotes; they show as written.

const FENCE = /^ {0,3}(`{3,}|~{3,})/;
const LIST_ITEM = /^ {0,3}(?:([-*+])|(\d{1,9})[.)])[ \t]/;
const MATH_FENCE = /^ {0,3}\$\$/;

function listKind(line: string): string | undefined {
  const match = LIST_ITEM.exec(line);
  if (!match) return undefined;
  return match[1] ? 'bullet' : 'ordered';
}

export function splitBlocks(text: string): string[] {
  const blocks: string[] = [];
  let current: string[] = [];
  let fence: { char: string; length: number } | undefined;
  let inMath = false;
  let afterBlank = false;
  let blockList: string | undefined;

  for (const line of text.split('\n')) {
    if (fence) {
      current.push(line);
      const close = /^ {0,3}(`{3,}|~{3,})\s*$/.exec(line);
      if (close?.[1] && close[1][0] === fence.char && close[1].length >= fence.length)
        fence = undefined;
      continue;
    }
    if (inMath) {
      current.push(line);
      if (line.trimEnd().endsWith('$$')) inMath = false;
      continue;
    }
    if (line.trim() === '') {
      current.push(line);
      afterBlank = current.some((kept) => kept.trim() !== '');
      continue;
    }
    const kind = listKind(line);
    if (afterBlank && !/^\s/.test(line) && !(kind && kind === blockList)) {
      blocks.push(current.join('\n'));
      current = [];
    }
    if (current.every((kept) => kept.trim() === '')) blockList = kind;
    afterBlank = false;
    current.push(line);
    const open = FENCE.exec(line);
    if (open?.[1]) {
      fence = { char: open[1][0] as string, length: open[1].length };
    } else if (MATH_FENCE.test(line)) {
      // `$$ x $$` on one line opens and closes; `$$` alone (or with the formula's start) opens.
      const rest = line.trim().slice(2);
      inMath = !rest.trimEnd().endsWith('$$');
    }
  }
  if (current.length) blocks.push(current.join('\n'));
  return blocks;
}
