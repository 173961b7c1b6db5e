// docs/api is the contract's reference as the build last wrote it: it must say what the contract says now.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { markdownReference, openApiDocument } from '@shared/api/reference';
import { referencePage } from './page';

const committed = (name: string) =>
  readFileSync(new URL(`../../../../docs/api/${name}`, import.meta.url), 'utf8');

describe('the API reference', () => {
  const document = openApiDocument();

  it('in docs/api matches the contract (run npm run build:server after changing it)', () => {
    expect(JSON.parse(committed('openapi.json'))).toEqual(JSON.parse(JSON.stringify(document)));
    expect(committed('README.md')).toBe(markdownReference(document));
  });

  it('lists every call with its method, and streams with their events', () => {
    expect(document.paths['/api/user/chat/push']?.post).toBeDefined();
    expect(document.paths['/api/doodle/post']?.post).toBeDefined();
    expect(document.paths['/api/files/{id}']?.get).toBeDefined();
    const push = document.paths['/api/user/chat/push']!.post as {
      responses: { '200': { content: Record<string, unknown> } };
    };
    expect(Object.keys(push.responses['200'].content)).toEqual(['text/event-stream']);
  });

  it('reads as an HTML page with a table of contents and nothing unescaped', () => {
    const page = referencePage('## chat\n### POST /api/x\n- `a`: <b>');
    expect(page).toContain('<a href="#chat">chat</a>');
    expect(page).toContain('&lt;b&gt;');
  });
});
