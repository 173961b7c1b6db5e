// What extraction gives back for every kind of source, so that chunking never needs to know the format.
export type SourceKind = 'txt' | 'md' | 'html' | 'pdf' | 'docx';

export interface ExtractedPage {
  /** 1-based, for PDF pages only: the answer can then cite "page 3". */
  page?: number;
  text: string;
}

export interface Extracted {
  kind: SourceKind;
  title?: string;
  pages: ExtractedPage[];
}

export interface ExtractOptions {
  /** Bytes accepted at most (default 20 MB). */
  maxBytes?: number;
  /** Characters of text kept at most after extraction (default 2,000,000). */
  maxChars?: number;
}

export const DEFAULT_MAX_BYTES = 20 * 1024 * 1024;
export const DEFAULT_MAX_CHARS = 2_000_000;
