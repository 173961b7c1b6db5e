// A refused call's words for the form that made it: the server's message, or "Network Error" and the like.
import { ApiError, NetworkError } from '../../api/errors';
import { i18n } from '../../i18n';

export const refusalText = (error: unknown): string =>
  error instanceof ApiError || error instanceof NetworkError
    ? error.message
    : i18n.t('errors.requestError');
