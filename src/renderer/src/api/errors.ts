// What a failed call throws. Pages may branch on `code`; the user has usually already seen a toast.

/** The server answered with an error status; `msg` is the server's translated message. */
export class ApiError extends Error {
  override name = 'ApiError';
  constructor(
    readonly status: number,
    readonly code: string | undefined,
    message: string,
  ) {
    super(message);
  }
}

/** A business error: HTTP success but `success:false`. Never toasted; the caller shows it where it belongs. */
export class BizError extends ApiError {
  override name = 'BizError';
}

/** No answer came back (offline, timeout, server down). */
export class NetworkError extends Error {
  override name = 'NetworkError';
}
