// `npm run dev`: the API server restarted on change, and Vite's dev server with HMR proxying /api to it.
import { spawn } from 'node:child_process';
import { bin, root } from './lib.mjs';

const children = [
  [
    'server',
    bin('tsx'),
    ['watch', '--clear-screen=false', '--tsconfig', 'tsconfig.server.json', 'src/server/index.ts'],
  ],
  ['web', bin('vite'), []],
].map(([name, command, args]) => {
  const child = spawn(command, args, {
    cwd: root,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, ATRIUM_LOG_PRETTY: '1', NODE_ENV: 'development' },
  });
  const prefix = (stream, out) =>
    stream.on('data', (chunk) => {
      for (const line of chunk.toString().split('\n')) if (line) out.write(`[${name}] ${line}\n`);
    });
  prefix(child.stdout, process.stdout);
  prefix(child.stderr, process.stderr);
  child.on('exit', (code) => {
    console.log(`[${name}] exited with ${code}`);
    shutdown(code ?? 0);
  });
  return child;
});

function shutdown(code) {
  for (const child of children) child.kill('SIGTERM');
  process.exit(code);
}
process.on('SIGINT', () => shutdown(0));
process.on('SIGTERM', () => shutdown(0));
