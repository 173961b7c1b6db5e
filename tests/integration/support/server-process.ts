// The real server in a process of its own (from source, through tsx), for what only a process can show: a
// kill -9 in the middle of work, and a restart on the same data.
import { spawn, type ChildProcess } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';

export interface ServerProcess {
  base: string;
  child: ChildProcess;
  /** Signs an address in through the e-mail code flow; answers its Authorization header. */
  signIn(email: string): Promise<Record<string, string>>;
  kill(signal?: NodeJS.Signals): Promise<void>;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

export async function startServerProcess(env: Record<string, string>): Promise<ServerProcess> {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const child = spawn(
    process.execPath,
    ['node_modules/tsx/dist/cli.mjs', '--tsconfig', 'tsconfig.server.json', 'src/server/index.ts'],
    {
      cwd: process.cwd(),
      env: { ...process.env, LOG_LEVEL: 'warn', PORT: String(port), HOST: '127.0.0.1', ...env },
      stdio: ['ignore', 'ignore', 'pipe'],
      // Its own process group: tsx runs the server in a child, and a kill must reach both.
      detached: true,
    },
  );
  let errors = '';
  child.stderr?.on('data', (chunk: Buffer) => (errors += chunk.toString()));
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited: ${errors}`);
    try {
      if ((await fetch(`${base}/api/health`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`server did not start: ${errors}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  const outbox = join(env.DATA_DIR!, 'outbox');
  return {
    base,
    child,
    async signIn(email) {
      const send = (body: Record<string, string>) =>
        fetch(`${base}/api/e/login`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(body),
        });
      await send({ email });
      const mail = readdirSync(outbox)
        .filter((name) => name.endsWith(`-${email}.eml`))
        .sort()
        .at(-1);
      const code = /^Subject: .*?(\d{6})/m.exec(readFileSync(join(outbox, mail!), 'utf8'))?.[1];
      const verified = (await (await send({ email, code: code! })).json()) as {
        data: { token: string };
      };
      return { authorization: `Bearer ${verified.data.token}` };
    },
    kill(signal = 'SIGKILL') {
      return new Promise((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        process.kill(-child.pid!, signal);
      });
    },
  };
}
