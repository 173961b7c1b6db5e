// The OR query of full-text search, built from words the app split itself (Chinese included). Each word is
// quoted for to_tsquery, so characters its syntax gives meaning to (& | ! ( ) : * < > and quotes) are plain
// text, and the server's parser splits a quoted word the same way it split the chunk's words on the way in
// (`xk-4417` becomes the phrase 'xk' <-> '-4417' on both sides).

/** One word as a to_tsquery operand: in single quotes, quotes doubled and backslashes escaped. */
export function quoteTerm(term: string): string {
  return `'${term.replace(/\\/g, '\\\\').replace(/'/g, "''")}'`;
}

/** `'a' | 'b' | …` for to_tsquery('simple', …); empty when no word is left (the search skips keywords). */
export function orQuery(terms: readonly string[]): string {
  // NUL cannot travel in a PostgreSQL string.
  const cleaned = terms.map((term) => term.replaceAll('\u0000', '').trim());
  const words = [...new Set(cleaned.filter((term) => term.length > 0))];
  return words.map(quoteTerm).join(' | ');
}
