import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { Database } from '../db/client.ts';

export interface ChannelListener {
  close(): Promise<void>;
}

export interface ListenOptions {
  /** Called for every notification (payload ignored: the reader catches up from its own cursor). */
  onNotify(): void;
  /** Called after a reconnect: notifications may have been missed meanwhile. */
  onReconnect(): void;
  onError(error: Error): void;
}

const RECONNECT_MIN_MS = 250;
const RECONNECT_MAX_MS = 10_000;

/**
 * LISTEN on the live channel. PostgreSQL: ONE dedicated client per process (not from the pool: a pooled connection
 * would be handed to queries and lose its LISTEN), reconnected with backoff; PGlite: its in-process listen.
 */
export async function listenChannel(database: Database, channel: string, options: ListenOptions) {
  if (database.pglite) return listenPglite(database.pglite, channel, options);
  if (!database.pool) throw new Error('no database to listen on');
  return listenPostgres(database.pool.options as pg.ClientConfig, channel, options);
}

async function listenPglite(client: PGlite, channel: string, { onNotify }: ListenOptions): Promise<ChannelListener> {
  const unlisten = await client.listen(channel, () => onNotify());
  return { close: () => unlisten() };
}

async function listenPostgres(config: pg.ClientConfig, channel: string, options: ListenOptions) {
  let closed = false;
  let client: pg.Client | undefined;
  let attempt = 0;
  let retry: NodeJS.Timeout | undefined;

  const connect = async (): Promise<void> => {
    const next = new pg.Client({ ...config, keepAlive: true });
    next.on('notification', (message) => {
      if (message.channel === channel) options.onNotify();
    });
    const lost = (error?: Error) => {
      if (closed || client !== next) return;
      client = undefined;
      if (error) options.onError(error);
      next.removeAllListeners('end');
      void next.end().catch(() => {});
      schedule();
    };
    next.on('error', lost);
    next.on('end', () => lost(new Error('LISTEN connection ended')));
    client = next;
    await next.connect();
    await next.query(`listen ${pg.escapeIdentifier(channel)}`);
    attempt = 0;
  };

  const schedule = () => {
    if (closed) return;
    const delay = Math.min(RECONNECT_MAX_MS, RECONNECT_MIN_MS * 2 ** attempt) * (0.5 + Math.random() / 2);
    attempt += 1;
    retry = setTimeout(() => {
      connect().then(
        () => options.onReconnect(),
        (error: Error) => {
          options.onError(error);
          client = undefined;
          schedule();
        },
      );
    }, delay);
    retry.unref();
  };

  await connect();
  return {
    close: async () => {
      closed = true;
      if (retry) clearTimeout(retry);
      const current = client;
      client = undefined;
      await current?.end().catch(() => {});
    },
  } satisfies ChannelListener;
}
