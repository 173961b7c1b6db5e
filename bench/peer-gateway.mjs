// The peer the chat relay is measured against: Portkey's open-source AI gateway, installed from the npm
// registry into a folder of the system's temporary directory when a benchmark first needs it (it is not a
// dependency of the product), started in its own process in front of the same upstream fake. It does no
// sign-in, billing or storage. Node 20's fetch answers with read-only headers, which the gateway edits before
// relaying (its issue #1389): a preload hands it responses with writable ones, at the cost of one Response
// object per request.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export const PEER_VERSION = '1.15.2';
const folder = join(tmpdir(), `atrium-bench-portkey-${PEER_VERSION}`);
const entry = join(folder, 'node_modules/@portkey-ai/gateway/build/start-server.js');

const PRELOAD = `const original = globalThis.fetch;
globalThis.fetch = async (...args) => {
  const response = await original(...args);
  return new Response(response.body, {
    status: response.status,
    statusText: response.statusText,
    headers: response.headers,
  });
};
`;

function install() {
  if (existsSync(entry)) return;
  mkdirSync(folder, { recursive: true });
  writeFileSync(
    join(folder, 'package.json'),
    JSON.stringify({ name: 'bench-peer', private: true }),
  );
  console.log(`installing @portkey-ai/gateway@${PEER_VERSION} into ${folder} …`);
  const result = spawnSync(
    'npm',
    [
      'install',
      '--no-audit',
      '--no-fund',
      '--loglevel=error',
      `@portkey-ai/gateway@${PEER_VERSION}`,
    ],
    { cwd: folder, stdio: ['ignore', 'ignore', 'inherit'] },
  );
  if (result.status !== 0)
    throw new Error('installing the peer gateway failed (is the npm registry reachable?)');
}

/** Starts the gateway on `port`; `headers(upstream)` are what a request names its upstream with. */
export async function startPeerGateway(port) {
  install();
  writeFileSync(join(folder, 'mutable-fetch.mjs'), PRELOAD);
  const child = spawn(
    process.execPath,
    ['--import', join(folder, 'mutable-fetch.mjs'), entry, `--port=${port}`],
    { cwd: folder, stdio: ['ignore', 'ignore', 'inherit'] },
  );
  process.once('exit', () => child.kill());
  const url = `http://127.0.0.1:${port}/v1`;
  for (let i = 0; i < 300; i++) {
    const up = await fetch(`http://127.0.0.1:${port}/`).then(
      () => true,
      () => false,
    );
    if (up) break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    child,
    url,
    headers: (upstream, apiKey) => ({
      'x-portkey-provider': 'openai',
      'x-portkey-custom-host': upstream,
      authorization: `Bearer ${apiKey}`,
    }),
    stop: () =>
      new Promise((resolve) => {
        child.once('exit', resolve);
        child.kill();
      }),
  };
}
