// PDF text per page with unpdf (pdf.js). unpdf's own pdf.js build runs in this process (no worker thread),
// and reads the character maps and standard fonts from the pdfjs-dist package: without them the text of
// a Chinese PDF using a predefined CMap would come out empty.
import { extractText, getDocumentProxy } from 'unpdf';
import { SourceError } from '../source-error';
import type { ExtractedPage } from './types';

/** pdf.js's errors carry their kind in `name`; they are not exported classes we could test with instanceof. */
const errorName = (error: unknown) =>
  error instanceof Error ? error.name : typeof error === 'string' ? error : 'unknown';

// Fewer letters or digits than this per page is a scan (page numbers, a stray OCR mark), not a text.
const MIN_CHARS_PER_PAGE = 4;
const MIN_CHARS = 10;

/**
 * pdf.js gives a line per printed line: a sentence wrapped onto the next line is joined again (a line
 * that does not end a sentence, followed by one that starts in lower case), so that the chunker, which
 * cuts at line ends, does not cut it in two. Headings and Chinese lines stay as they are.
 */
export function unwrapLines(text: string): string {
  return text.replace(/([^\s.!?:;。！？；])[ \t]*\n[ \t]*(?=[\p{Ll}\p{N}])/gu, '$1 ');
}

export async function readPdf(bytes: Buffer): Promise<{ title?: string; pages: ExtractedPage[] }> {
  let pdf: Awaited<ReturnType<typeof getDocumentProxy>>;
  try {
    // A copy: pdf.js may take over the buffer it is given. Verbosity 0 keeps its repair warnings
    // ("Indexing all PDF objects") off the server's output.
    pdf = await getDocumentProxy(new Uint8Array(bytes), { verbosity: 0 });
  } catch (error) {
    const name = errorName(error);
    // A password is needed to read the text; other encryption pdf.js cannot open is the same to a user.
    if (name === 'PasswordException' || bytes.includes('/Encrypt'))
      throw new SourceError('PDF_ENCRYPTED', `${name}: ${String(error)}`);
    throw new SourceError('SOURCE_DAMAGED', `${name}: ${String(error)}`);
  }
  try {
    const { text } = await extractText(pdf, { mergePages: false });
    const pages = text.map((pageText, i) => ({ page: i + 1, text: unwrapLines(pageText) }));
    const readable = text.join('').match(/[\p{L}\p{N}]/gu)?.length ?? 0;
    if (readable < Math.max(MIN_CHARS, MIN_CHARS_PER_PAGE * pages.length))
      throw new SourceError('PDF_NO_TEXT', `${readable} letters on ${pages.length} pages`);
    const info = (await pdf.getMetadata().catch(() => undefined))?.info as
      { Title?: unknown } | undefined;
    const title =
      typeof info?.Title === 'string' && info.Title.trim() ? info.Title.trim() : undefined;
    return { title, pages };
  } catch (error) {
    if (error instanceof SourceError) throw error;
    throw new SourceError('SOURCE_DAMAGED', `${errorName(error)}: ${String(error)}`);
  } finally {
    await pdf.destroy().catch(() => undefined);
  }
}
