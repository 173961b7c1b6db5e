// Types of the benchmarks' shared helpers (lib.mjs), so the TypeScript benchmarks use them checked.
import type { ChildProcess } from 'node:child_process';

export const root: string;
export function newDataDir(label: string): string;
export function startServer(options: {
  dataDir: string;
  port: number;
  env?: Record<string, string>;
  nodeArgs?: string[];
}): Promise<{ child: ChildProcess; url: string; readyMs: number }>;
export function stopServer(child: ChildProcess): Promise<void>;
export function percentile(values: number[], p: number): number;
export const ms: (value: number, digits?: number) => string;
export const loadAverage: () => string;
export function benchDatabase(
  label: string,
): Promise<{ url: string | undefined; kind: string; drop(): Promise<void> }>;
export function onBenchPostgres(
  label: string,
  measure: (url: string) => Promise<void>,
): Promise<void>;
export function writePriceTable(dataDir: string, freeModels: string[]): string;
export function signInByEmail(
  base: string,
  dataDir: string,
  email: string,
  ip: string,
): Promise<string>;
export function emailSession(
  base: string,
  dataDir: string,
  email: string,
  ip: string,
): Promise<{ token: string; refreshToken: string; expiresIn: number } | undefined>;
export function cpuMs(pid: number | undefined): number;
export function memoryMb(pid: number | undefined): { peak: number; now: number };
export function startFake(
  script: string,
  port: number,
): Promise<{
  child: ChildProcess;
  script(url: string, changes: object): Promise<void>;
  stop(): Promise<void>;
}>;
