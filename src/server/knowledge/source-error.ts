// Why a source (a file or a web page given to a bot as knowledge) gave no text. The code is what the
// user-facing layer translates; `detail` is for logs only and may name library internals.
export type SourceErrorCode =
  | 'SOURCE_EMPTY'
  | 'SOURCE_UNSUPPORTED'
  | 'SOURCE_TOO_LARGE'
  | 'SOURCE_DAMAGED'
  | 'PDF_ENCRYPTED'
  | 'PDF_NO_TEXT'
  | 'URL_BLOCKED'
  | 'URL_REDIRECTS'
  | 'URL_TOO_LARGE'
  | 'URL_TIMEOUT'
  | 'URL_UNREACHABLE';

export class SourceError extends Error {
  override name = 'SourceError';
  constructor(
    readonly code: SourceErrorCode,
    readonly detail: string = code,
  ) {
    super(`${code}: ${detail}`);
  }
}
