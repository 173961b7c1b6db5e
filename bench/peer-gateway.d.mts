// Types of the peer gateway's starter (peer-gateway.mjs).
import type { ChildProcess } from 'node:child_process';

export const PEER_VERSION: string;
export function startPeerGateway(port: number): Promise<{
  child: ChildProcess;
  url: string;
  headers(upstream: string, apiKey: string): Record<string, string>;
  stop(): Promise<void>;
}>;
