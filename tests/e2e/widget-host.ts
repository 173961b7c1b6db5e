// The owner's website for the widget's browser tests: a page with the snippet, served on a loopback port of
// its own. The same server is two websites to a browser: http://localhost:PORT (the one the bot lists) and
// http://127.0.0.1:PORT (one it does not). `?lang=` and `?dir=` set the page's own language and direction.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface WidgetHost {
  /** The website the bot lists. */
  listed: string;
  /** The same pages on an origin the bot does not list. */
  unlisted: string;
  close(): Promise<void>;
}

const escape = (value: string) => value.replace(/[^\w:./-]/g, '');

function page(atrium: string, botId: string, lang: string, dir: string): string {
  return `<!doctype html>
<html lang="${escape(lang)}" dir="${escape(dir)}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Lighthouse museum</title>
<style>body{font:16px/1.5 system-ui,sans-serif;margin:0;padding:24px;background:#f3efe6}
main{max-width:640px}</style></head>
<body><main><h1>The lighthouse museum</h1>
<p>Open every day from nine. Ask our assistant about tickets, opening hours and the tower.</p></main>
<script src="${escape(atrium)}/widget.js" data-bot="${escape(botId)}" async></script>
</body></html>`;
}

/** Serves `/?bot=ID` pages loading the loader from `atrium`. */
export async function startWidgetHost(atrium: string): Promise<WidgetHost> {
  const server: Server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://host');
    const botId = url.searchParams.get('bot') ?? '';
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    response.end(
      page(
        atrium,
        botId,
        url.searchParams.get('lang') ?? 'en',
        url.searchParams.get('dir') ?? 'ltr',
      ),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    listed: `http://localhost:${port}`,
    unlisted: `http://127.0.0.1:${port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
