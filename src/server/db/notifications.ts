// Hearing what the database announces (NOTIFY): a change made by any writer, another server or an operator's
// SQL included, reaches every process that keeps a copy of the changed rows in memory. PostgreSQL needs a
// connection of its own, kept open and opened again when it is lost; PGlite, one process, hears its own.
import type { PGlite } from '@electric-sql/pglite';
import type { Client, ClientConfig } from 'pg';

export interface ListenHandlers {
  /** One announcement's payload. */
  message(payload: string): void;
  /**
   * true once the channel is heard; false when the connection is lost (announcements made meanwhile are
   * missed, so copies must be dropped), until it is heard again.
   */
  state(listening: boolean): void;
}

/** Listens on a channel until the answered function is called. */
export type Listen = (channel: string, handlers: ListenHandlers) => () => Promise<void>;

/** Waits before opening a lost connection again: from 1 s, doubling, at most 30 s. */
const RETRY_FIRST_MS = 1_000;
const RETRY_MOST_MS = 30_000;

/** PostgreSQL: one connection per channel, with keep-alive and a connect timeout, reopened when lost. */
export function postgresListen(url: string): Listen {
  return (channel, handlers) => {
    let closed = false;
    let client: Client | undefined;
    let retry: NodeJS.Timeout | undefined;
    let wait = RETRY_FIRST_MS;

    const lost = () => {
      if (!client) return;
      const gone = client;
      client = undefined;
      handlers.state(false);
      void gone.end().catch(() => undefined);
      if (!closed) retry = setTimeout(open, wait).unref();
      wait = Math.min(wait * 2, RETRY_MOST_MS);
    };

    const open = async () => {
      const { default: pg } = await import('pg');
      const config: ClientConfig = {
        connectionString: url,
        keepAlive: true,
        connectionTimeoutMillis: 10_000,
      };
      const next = new pg.Client(config);
      client = next;
      next.on('notification', (message) => handlers.message(message.payload ?? ''));
      next.on('error', lost);
      next.on('end', lost);
      try {
        await next.connect();
        await next.query(`LISTEN "${channel.replaceAll('"', '""')}"`);
        if (closed) return void next.end().catch(() => undefined);
        wait = RETRY_FIRST_MS;
        handlers.state(true);
      } catch {
        if (client === next) lost();
      }
    };

    void open();
    return async () => {
      closed = true;
      clearTimeout(retry);
      const last = client;
      client = undefined;
      await last?.end().catch(() => undefined);
    };
  };
}

/** PGlite: the one process that may open the data folder hears its own announcements. */
export function pgliteListen(client: PGlite): Listen {
  return (channel, handlers) => {
    const subscribed = client.listen(channel, handlers.message).then(
      (unsubscribe) => {
        handlers.state(true);
        return unsubscribe;
      },
      () => undefined,
    );
    return async () => {
      const unsubscribe = await subscribed;
      await unsubscribe?.().catch(() => undefined);
    };
  };
}
