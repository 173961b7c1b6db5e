// Substring search with LIKE/ILIKE: the user's text matched literally, wherever it occurs (`%`, `_` and the
// escape character are not wildcards). Works for every language, Chinese included, which has no spaces to
// split words on.

/** `%`, `_` and the escape character itself match literally in a LIKE pattern. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (char) => `\\${char}`);
}

/** A pattern matching `text` anywhere. */
export const likePattern = (text: string) => `%${escapeLike(text)}%`;
