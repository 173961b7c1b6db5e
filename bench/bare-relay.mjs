// The floor of relaying a token in Node on this machine: a bare HTTP proxy in its own process that copies the
// upstream's bytes to the client as they arrive (kept-alive upstream connections, no parsing, no sign-in,
// billing or storage). What a relay spends per token above this is its own work; this much is the socket
// read and write every relayed token costs in any Node process.
import { spawn } from 'node:child_process';

const SERVER = `
const http = require('node:http');
const [port, upstream] = process.argv.slice(1);
const target = new URL(upstream);
const agent = new http.Agent({ keepAlive: true });
http
  .createServer((request, response) => {
    const forward = http.request(
      { host: target.hostname, port: target.port, method: request.method, path: '/v1' + request.url,
        headers: request.headers, agent },
      (answer) => {
        response.writeHead(answer.statusCode, answer.headers);
        response.socket.setNoDelay(true);
        answer.pipe(response);
      },
    );
    forward.on('error', () => response.destroy());
    request.pipe(forward);
  })
  .listen(Number(port), '127.0.0.1', () => console.log('ready'));
`;

/** Starts the bare relay on `port` in front of `upstream` (the fake's origin). */
export async function startBareRelay(port, upstream) {
  const child = spawn(process.execPath, ['-e', SERVER, String(port), upstream], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  process.once('exit', () => child.kill());
  await new Promise((resolve, reject) => {
    child.stdout.once('data', resolve);
    child.once('exit', (code) => reject(new Error(`the bare relay exited with ${code}`)));
  });
  return {
    child,
    url: `http://127.0.0.1:${port}`,
    stop: () =>
      new Promise((resolve) => {
        child.once('exit', resolve);
        child.kill();
      }),
  };
}
