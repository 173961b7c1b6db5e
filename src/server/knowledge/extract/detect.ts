// Which reader a source goes to. The bytes decide first, because a name or a content type is only what
// the sender claims: a PDF is a PDF whatever it is called. Then the content type, then the extension.
import { SourceError } from '../source-error';
import type { SourceKind } from './types';
import { zipEntries, type ZipEntry } from './zip-entries';

export interface Detected {
  kind: SourceKind;
  /** The zip's entries, for a docx (read once here, checked again by the docx reader). */
  entries?: ZipEntry[];
}

const DOCX_TYPE = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
const BY_TYPE: Record<string, SourceKind> = {
  'text/plain': 'txt',
  'text/markdown': 'md',
  'text/x-markdown': 'md',
  'text/html': 'html',
  'application/xhtml+xml': 'html',
  'application/pdf': 'pdf',
  [DOCX_TYPE]: 'docx',
};
const BY_EXTENSION: Record<string, SourceKind> = {
  txt: 'txt',
  text: 'txt',
  csv: 'txt',
  md: 'md',
  markdown: 'md',
  html: 'html',
  htm: 'html',
  xhtml: 'html',
  pdf: 'pdf',
  docx: 'docx',
};
// Formats that are never text, so that a mislabelled image or program is refused before decoding.
const BINARY_MAGIC = [
  [0x89, 0x50, 0x4e, 0x47], // PNG
  [0xff, 0xd8, 0xff], // JPEG
  [0x47, 0x49, 0x46, 0x38], // GIF
  [0x52, 0x49, 0x46, 0x46], // RIFF: WebP, WAV, AVI
  [0x4d, 0x5a], // Windows programs
  [0x7f, 0x45, 0x4c, 0x46], // ELF programs
  [0x1f, 0x8b], // gzip
  [0xd0, 0xcf, 0x11, 0xe0], // old Office (doc, xls)
  [0x25, 0x21, 0x50, 0x53], // PostScript
];

const startsWith = (bytes: Buffer, magic: readonly number[]) =>
  magic.every((byte, i) => bytes[i] === byte);

/** The PDF header may follow a little junk: readers look for it in the first kilobyte. */
const isPdf = (bytes: Buffer) => bytes.subarray(0, 1024).includes('%PDF-');
const isZip = (bytes: Buffer) => startsWith(bytes, [0x50, 0x4b, 0x03, 0x04]);
const hasUtf16Bom = (bytes: Buffer) =>
  startsWith(bytes, [0xff, 0xfe]) || startsWith(bytes, [0xfe, 0xff]);

function nulBytes(bytes: Buffer): number {
  let count = 0;
  for (const byte of bytes) if (byte === 0) count++;
  return count;
}

function claimedKind(fileName?: string, contentType?: string): SourceKind | 'other' | undefined {
  const type = contentType?.split(';')[0]?.trim().toLowerCase();
  if (type && type !== 'application/octet-stream') {
    const kind = BY_TYPE[type] ?? (type.startsWith('text/') ? 'txt' : undefined);
    if (kind) return kind;
    // A specific type that is not ours (image/png, application/zip…) is believed unless the name
    // says otherwise: browsers label uploads from the extension anyway.
  }
  const extension = /\.([a-z0-9]+)$/i.exec(fileName ?? '')?.[1]?.toLowerCase();
  if (extension) return BY_EXTENSION[extension] ?? 'other';
  return type && type !== 'application/octet-stream' ? 'other' : undefined;
}

export function detectKind(bytes: Buffer, fileName?: string, contentType?: string): Detected {
  if (isPdf(bytes)) return { kind: 'pdf' };
  if (isZip(bytes)) {
    const entries = zipEntries(bytes);
    if (!entries) throw new SourceError('SOURCE_DAMAGED', 'zip without a readable directory');
    if (entries.some((entry) => entry.name === 'word/document.xml'))
      return { kind: 'docx', entries };
    throw new SourceError('SOURCE_UNSUPPORTED', 'a zip that is not a Word document');
  }
  if (BINARY_MAGIC.some((magic) => startsWith(bytes, magic)))
    throw new SourceError('SOURCE_UNSUPPORTED', 'a binary format');
  const claimed = claimedKind(fileName, contentType);
  if (claimed === 'pdf' || claimed === 'docx')
    throw new SourceError('SOURCE_DAMAGED', `claims ${claimed} but lacks its signature`);
  if (claimed === 'other')
    throw new SourceError('SOURCE_UNSUPPORTED', `${contentType ?? ''} ${fileName ?? ''}`.trim());
  // Text has hardly a NUL byte (UTF-16 aside, which announces itself with its byte-order mark); a stray
  // one is removed later with the other control characters.
  if (!hasUtf16Bom(bytes) && nulBytes(bytes.subarray(0, 8192)) > 8)
    throw new SourceError('SOURCE_UNSUPPORTED', 'binary content');
  if (claimed) return { kind: claimed };
  // Nothing claimed: a page is recognised by its opening, anything else readable is plain text.
  const opening = bytes
    .subarray(0, 512)
    .toString('latin1')
    .replace(/^\xef\xbb\xbf/, '')
    .trimStart()
    .toLowerCase();
  return { kind: /^(<!doctype html|<html)/.test(opening) ? 'html' : 'txt' };
}
