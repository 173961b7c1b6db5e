// The API reference over HTTP, in development: GET /api/docs (the reference to read in a browser) and
// GET /api/docs/openapi.json (for tools that read OpenAPI). Made from the contract when first asked for.
import type { FastifyInstance } from 'fastify';
import { markdownReference, openApiDocument } from '@shared/api/reference';
import { referencePage } from './page';

export const DOCS_PATH = '/api/docs';

export function docsRoutes(app: FastifyInstance): void {
  let document: ReturnType<typeof openApiDocument> | undefined;
  const current = () => (document ??= openApiDocument());
  app.get(`${DOCS_PATH}/openapi.json`, async () => current());
  app.get(DOCS_PATH, async (_request, reply) =>
    reply
      .type('text/html; charset=utf-8')
      .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'")
      .send(referencePage(markdownReference(current()))),
  );
}
