// Bytes to text: a byte-order mark decides first (UTF-8, UTF-16 either way), then the charset the server
// or the page declares, then UTF-8, which must be valid: anything else is not a text we can read.
import { TextDecoder } from 'node:util';
import { SourceError } from '../source-error';

function decoder(label: string): TextDecoder | undefined {
  try {
    return new TextDecoder(label, { fatal: true });
  } catch {
    return undefined; // a label the platform does not know: fall back to UTF-8
  }
}

/** The `charset` parameter of a content type, lower-cased, if any. */
export function charsetOf(contentType: string | undefined): string | undefined {
  const match = /;\s*charset\s*=\s*"?([^";\s]+)/i.exec(contentType ?? '');
  return match?.[1]?.toLowerCase();
}

/** A `<meta charset>` or `<meta http-equiv content="…charset=…">` in the head of an HTML page. */
export function htmlMetaCharset(bytes: Buffer): string | undefined {
  const head = bytes.subarray(0, 2048).toString('latin1');
  const match = /<meta[^>]+charset\s*=\s*["']?([\w-]+)/i.exec(head);
  return match?.[1]?.toLowerCase();
}

export function decodeText(bytes: Buffer, charset?: string): string {
  let label = charset ?? 'utf-8';
  let body = bytes;
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) {
    label = 'utf-8';
    body = bytes.subarray(3);
  } else if (bytes[0] === 0xff && bytes[1] === 0xfe) {
    label = 'utf-16le';
    body = bytes.subarray(2);
  } else if (bytes[0] === 0xfe && bytes[1] === 0xff) {
    label = 'utf-16be';
    body = bytes.subarray(2);
  }
  const chosen = decoder(label) ?? decoder('utf-8')!;
  try {
    return chosen.decode(body);
  } catch {
    throw new SourceError('SOURCE_UNSUPPORTED', `not valid ${chosen.encoding}`);
  }
}
