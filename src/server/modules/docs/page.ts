// The reference as one plain HTML page: its Markdown shown as preformatted text with headings linked from a
// table of contents, so it needs no script and no Markdown library on the server.
const escape = (text: string) =>
  text.replace(
    /[&<>"]/g,
    (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[char]!,
  );

const anchor = (heading: string) => heading.toLowerCase().replace(/[^a-z0-9]+/g, '-');

export function referencePage(markdown: string): string {
  const families = [...markdown.matchAll(/^## (.+)$/gm)].map((match) => match[1]!);
  const body = escape(markdown).replace(
    /^## (.+)$/gm,
    (_line, name: string) => `</pre><h2 id="${anchor(name)}">${name}</h2><pre>`,
  );
  const toc = families.map((name) => `<a href="#${anchor(name)}">${escape(name)}</a>`).join(' · ');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Atrium API reference</title>
<style>body{font:14px/1.5 system-ui,sans-serif;max-width:960px;margin:2rem auto;padding:0 1rem}
pre{white-space:pre-wrap;font:13px/1.5 ui-monospace,monospace}h2{margin-top:2rem}</style></head>
<body><h1>Atrium API reference</h1><p><a href="/api/docs/openapi.json">openapi.json</a></p>
<nav>${toc}</nav><pre>${body}</pre></body></html>`;
}
