// Word documents through mammoth's HTML (its headings become Markdown headings, which start chunks), then
// the same HTML-to-text path as a web page, without Readability: a document is all content.
import mammoth from 'mammoth';
import { SourceError } from '../source-error';
import { htmlFragmentToText } from './html';
import type { ZipEntry } from './zip-entries';

export async function readDocx(
  bytes: Buffer,
  entries: readonly ZipEntry[],
  maxInflatedBytes: number,
): Promise<string> {
  // mammoth inflates the whole package in memory: the sizes the zip declares are checked first.
  const inflated = entries.reduce((sum, entry) => sum + entry.uncompressedBytes, 0);
  if (inflated > maxInflatedBytes)
    throw new SourceError('SOURCE_TOO_LARGE', `${inflated} bytes once inflated`);
  let html: string;
  try {
    const result = await mammoth.convertToHtml(
      { buffer: bytes },
      // Pictures would come back inlined as base64: large, and no text.
      { convertImage: mammoth.images.imgElement(async () => ({ src: '' })) },
    );
    html = result.value;
  } catch (error) {
    throw new SourceError('SOURCE_DAMAGED', `mammoth: ${String(error)}`);
  }
  return htmlFragmentToText(html);
}
