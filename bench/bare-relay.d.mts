import type { ChildProcess } from 'node:child_process';

export function startBareRelay(
  port: number,
  upstream: string,
): Promise<{ child: ChildProcess; url: string; stop(): Promise<void> }>;
