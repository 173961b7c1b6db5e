// Whitespace as a reader and the chunker want it: one space between words, one blank line between
// paragraphs, no control characters (a NUL would also be refused by PostgreSQL's text type).

// C0 controls but tab and newline, DEL, C1 controls, and the byte-order mark left inside a text.
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\uFEFF]/g;
// Every horizontal space, including no-break and the ideographic space of Chinese text.
const SPACES = /[ \t\u00A0\u1680\u2000-\u200A\u202F\u205F\u3000]+/g;

export function normaliseText(text: string): string {
  return (
    text
      .replace(/\r\n?|[\u2028\u2029\u0085]/g, '\n')
      .replace(CONTROL, '')
      .split('\n')
      // Leading spaces stay: they carry the nesting of a Markdown list.
      .map((line) => {
        const indent = /^[ \t]*/.exec(line)?.[0] ?? '';
        const rest = line.slice(indent.length).replace(SPACES, ' ').trimEnd();
        return rest ? indent + rest : '';
      })
      .join('\n')
      .replace(/\n{3,}/g, '\n\n')
      .trim()
  );
}
