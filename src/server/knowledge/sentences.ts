// Text cut into the units a chunk is built from: lines, and sentences within a line, in English and in
// Chinese. Each unit remembers what separated it from the one before, so that a chunk joins its units
// back into exactly the original text.
export interface Sentence {
  text: string;
  /** What came before it in the text: '' (Chinese sentences follow each other), ' ', '\n' or '\n\n'. */
  separator: string;
  /** A Markdown heading line (`# …`). */
  heading: boolean;
}

// An English sentence ends with . ! or ? (and any closing quote or bracket) followed by a space; a Chinese
// one with 。！？ or ；(and any closing quote), whether or not a space follows.
const BOUNDARY = /([.!?]+["'”’)\]]*)[ \t]+|([。！？；]+[”’」』）]*)[ \t]*/g;

function sentencesOfLine(line: string): string[] {
  const sentences: string[] = [];
  let start = 0;
  for (const match of line.matchAll(BOUNDARY)) {
    const end = match.index + (match[1] ?? match[2] ?? '').length;
    if (end > start) sentences.push(line.slice(start, end));
    start = match.index + match[0].length;
  }
  if (start < line.length) sentences.push(line.slice(start));
  return sentences;
}

export function splitSentences(text: string): Sentence[] {
  const units: Sentence[] = [];
  let pending = '';
  for (const line of text.split('\n')) {
    if (!line.trim()) {
      pending = units.length ? '\n\n' : '';
      continue;
    }
    const heading = /^#{1,6} /.test(line);
    sentencesOfLine(line).forEach((sentence, i) => {
      // The separator that BOUNDARY consumed: a space for English, nothing for Chinese.
      const separator =
        i > 0
          ? /[。！？；”’」』）]$/.test(units.at(-1)!.text)
            ? ''
            : ' '
          : units.length
            ? pending || '\n'
            : '';
      units.push({ text: sentence, separator, heading: heading && i === 0 });
    });
    pending = '';
  }
  return units;
}
