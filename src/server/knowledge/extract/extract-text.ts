// One entry point from a source's bytes to its text: detect the kind, read it with the library for that
// kind, normalise whitespace and enforce the limits. Whatever goes wrong comes out as a SourceError, so the
// caller has one thing to translate and nothing from a library leaks to a user.
import { SourceError } from '../source-error';
import { charsetOf, decodeText, htmlMetaCharset } from './decode';
import { detectKind } from './detect';
import { normaliseText } from './normalise';
import {
  DEFAULT_MAX_BYTES,
  DEFAULT_MAX_CHARS,
  type ExtractOptions,
  type Extracted,
  type ExtractedPage,
} from './types';

export interface SourceInput {
  bytes: Buffer;
  fileName?: string;
  /** As sent with the bytes; its `charset` is honoured for text and HTML. */
  contentType?: string;
}

// A Word package inflates to a few times its size; far more than that is a zip bomb.
const DOCX_INFLATION = 5;

// The readers and their libraries (pdf.js, mammoth, Readability, linkedom, turndown) are loaded when a source
// of their kind is first read, not when the server starts: together they are a large share of its start time.

async function read(input: SourceInput, maxBytes: number): Promise<Extracted> {
  const { bytes, fileName, contentType } = input;
  const detected = detectKind(bytes, fileName, contentType);
  switch (detected.kind) {
    case 'pdf': {
      const { readPdf } = await import('./pdf');
      return { kind: 'pdf', ...(await readPdf(bytes)) };
    }
    case 'docx': {
      const { readDocx } = await import('./docx');
      const text = await readDocx(bytes, detected.entries ?? [], DOCX_INFLATION * maxBytes);
      return { kind: 'docx', pages: [{ text }] };
    }
    case 'html': {
      const { htmlPageToText } = await import('./html');
      const charset = charsetOf(contentType) ?? htmlMetaCharset(bytes);
      const { title, text } = htmlPageToText(decodeText(bytes, charset));
      return { kind: 'html', title, pages: [{ text }] };
    }
    default:
      return {
        kind: detected.kind,
        pages: [{ text: decodeText(bytes, charsetOf(contentType)) }],
      };
  }
}

function finish(extracted: Extracted, maxChars: number): Extracted {
  let total = 0;
  const pages: ExtractedPage[] = extracted.pages.map((page) => {
    const text = normaliseText(page.text);
    total += text.length;
    return page.page === undefined ? { text } : { page: page.page, text };
  });
  if (total === 0) throw new SourceError('SOURCE_EMPTY', `no text in the ${extracted.kind}`);
  if (total > maxChars) throw new SourceError('SOURCE_TOO_LARGE', `${total} characters of text`);
  const title = extracted.title ? normaliseText(extracted.title) : undefined;
  return { kind: extracted.kind, ...(title ? { title } : {}), pages };
}

export async function extractText(
  input: SourceInput,
  options: ExtractOptions = {},
): Promise<Extracted> {
  const maxBytes = options.maxBytes ?? DEFAULT_MAX_BYTES;
  if (input.bytes.length > maxBytes)
    throw new SourceError('SOURCE_TOO_LARGE', `${input.bytes.length} bytes`);
  if (input.bytes.length === 0) throw new SourceError('SOURCE_EMPTY', 'no bytes');
  try {
    return finish(await read(input, maxBytes), options.maxChars ?? DEFAULT_MAX_CHARS);
  } catch (error) {
    if (error instanceof SourceError) throw error;
    // A library failing in a way we did not foresee is still a source we cannot read.
    throw new SourceError('SOURCE_DAMAGED', String(error));
  }
}
