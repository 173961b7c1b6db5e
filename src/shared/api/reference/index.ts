// The API reference, made from the contract: openapi.json and its Markdown reading (docs/api).
export { openApiDocument, type OpenApiDocument } from './openapi';
export { markdownReference } from './markdown';
