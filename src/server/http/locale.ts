import type { FastifyRequest } from 'fastify';
import { HEADERS } from '@shared/api/http';
import { localeFromAcceptLanguage, resolveLocale, type Locale } from '@shared/i18n/locales';

/** The request's language: our locale header, else Accept-Language, else the default. */
export function requestLocale(request: FastifyRequest): Locale {
  const header = request.headers[HEADERS.locale];
  if (typeof header === 'string' && header) return resolveLocale(header);
  const accept = request.headers['accept-language'];
  return (
    localeFromAcceptLanguage(typeof accept === 'string' ? accept : undefined) ??
    resolveLocale(undefined)
  );
}
