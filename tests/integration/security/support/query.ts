// Values put in a query string the way a hostile client would, with what the server's parser makes of them
// (every value is text there): null is a bare key, an array repeats the key, an object becomes `key[sub]`
// keys. A lone surrogate has no UTF-8 form: it is sent as the bytes it would have (invalid UTF-8), and what
// the server reads then cannot be told from here (`exact: false`).

export interface EncodedQuery {
  search: string;
  /** The query as the server parses it. */
  seen: Record<string, string | string[]>;
  /** `seen` is certain. */
  exact: boolean;
}

function encode(text: string): { text: string; exact: boolean } {
  try {
    return { text: encodeURIComponent(text), exact: true };
  } catch {
    let out = '';
    for (const char of text) {
      const code = char.codePointAt(0) ?? 0;
      if (code >= 0xd800 && code <= 0xdfff) {
        out += [0xe0 | (code >> 12), 0x80 | ((code >> 6) & 63), 0x80 | (code & 63)]
          .map((byte) => `%${byte.toString(16).toUpperCase()}`)
          .join('');
      } else out += encodeURIComponent(char);
    }
    return { text: out, exact: false };
  }
}

const asText = (value: unknown) =>
  typeof value === 'object' && value !== null ? JSON.stringify(value) : String(value);

export function toQuery(values: Record<string, unknown>): EncodedQuery {
  const parts: string[] = [];
  const seen: Record<string, string | string[]> = {};
  let exact = true;
  const put = (key: string, value: string | undefined) => {
    const k = encode(key);
    const v = value === undefined ? undefined : encode(value);
    exact &&= k.exact && (v?.exact ?? true);
    parts.push(v === undefined ? k.text : `${k.text}=${v.text}`);
    const before = seen[key];
    const text = value ?? '';
    seen[key] =
      before === undefined ? text : [...(Array.isArray(before) ? before : [before]), text];
  };
  for (const [key, value] of Object.entries(values)) {
    if (value === undefined) continue;
    if (value === null) put(key, undefined);
    else if (Array.isArray(value)) for (const item of value) put(key, asText(item));
    else if (typeof value === 'object')
      for (const [sub, item] of Object.entries(value)) put(`${key}[${sub}]`, asText(item));
    else put(key, String(value));
  }
  return { search: parts.join('&'), seen, exact };
}
