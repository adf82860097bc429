import { randomUUID } from 'node:crypto';
import type { LiveServerMessage } from '@agency/shared/live';
import { LIVE_CLOSE_SESSION_ENDED } from '@agency/shared/live-channel';
import { asc, eq, gte, inArray, sql } from 'drizzle-orm';
import type { WebSocket } from 'ws';
import { SESSION_ABSOLUTE_MS } from '../auth/auth.ts';
import type { Database, Db } from '../db/client.ts';
import { clientMembers, liveEvents, projectAgents, projects, sessions, users } from '../db/schema/index.ts';
import { type LiveSubject, type LiveViewer, mayReceive, roleMayReceive } from './audience.ts';
import { batchLoader } from './batch.ts';
import { horizon, liveRowColumns, type Position, readClientWindow } from './catch-up.ts';
import { type ChannelListener, listenChannel } from './listener.ts';
import { PRESENCE_HEARTBEAT_MS, presenceHeartbeat, presenceProcessGone, writePresence } from './presence.ts';
import { LIVE_CHANNEL, LIVE_EVENTS_KEEP_MS } from './publish.ts';

/** Events read per query, by the fan-out and by a reconnecting tab. */
const BATCH = 1000;
/** A tab further behind than this many events (of anyone's) is told to refetch instead of replaying them. */
export const CATCH_UP_LIMIT = 2000;
const SESSION_RECHECK_MS = 30_000;
/** Protocol pings: a socket that has not answered the previous one is dead (laptop lid, lost network). */
const PING_MS = 30_000;
/** Presence changes of this long are written in one transaction. */
const PRESENCE_FLUSH_MS = 250;
/** Committed events wait behind an older transaction still running: look again after this, doubling up to the max. */
const HELD_RETRY_MIN_MS = 2;
const HELD_RETRY_MAX_MS = 200;

const START: Position = { xid: 0, id: 0 };

/** Where a socket starts: after the last event its tab saw, or (a first connection) the events of the last `sinceMs`. */
export type LiveResume = { after: number } | { sinceMs: number };
/** A write transaction's events carry its start time: one that began this long before the page's reads still counts. */
const SINCE_MARGIN_MS = 5_000;

function isAfter(a: Position, b: Position) {
  return a.xid > b.xid || (a.xid === b.xid && a.id > b.id);
}

interface LiveRow extends LiveSubject, Position {
  payload: Record<string, unknown>;
}

export interface LiveConnectionUser {
  id: string;
  role: LiveViewer['role'];
  clientId: string | null;
  sessionId: string;
}

interface Connection {
  socket: WebSocket;
  user: LiveConnectionUser;
  viewer: LiveViewer;
  /** When the session stops being valid on its own (idle expiry or absolute lifetime), in ms. */
  endsAt: number;
  /** The last event this socket was sent (or the place it started from). */
  last: Position;
  /** Live events that arrived while this socket was still catching up; null once it is live. */
  pending: LiveRow[] | null;
  alive: boolean;
}

export interface LiveHubOptions {
  log: { error(object: unknown, message: string): void };
  /** Servers keep timers; tests drive rechecks themselves. */
  timers: boolean;
}

/**
 * One per app process: holds the sockets, LISTENs for new events, reads each burst once, and hands each event only
 * to the sockets whose user may see it. Indexed by user, organisation and (for agents) project, so an event costs
 * its recipients, not the 10,000 sockets that are not concerned.
 */
export class LiveHub {
  readonly processId = `${process.pid}-${randomUUID().slice(0, 8)}`;
  private readonly db: Db;
  private readonly connections = new Set<Connection>();
  private readonly byUser = new Map<string, Set<Connection>>();
  private readonly byClient = new Map<string, Set<Connection>>();
  private readonly admins = new Set<Connection>();
  private readonly agents = new Set<Connection>();
  /** Agents' connections by assigned project: reloaded for the users a `scope.changed` event names. */
  private readonly byProject = new Map<string, Set<Connection>>();
  private readonly agentProjects = new Map<string, Set<string>>();
  private cursor: Position = START;
  /** Control events applied so far: a socket being accepted meanwhile reads its scope again. */
  private controlsApplied = 0;
  private draining: Promise<void> | null = null;
  private drainAgain = false;
  private heldRetry: NodeJS.Timeout | undefined;
  private heldDelay = HELD_RETRY_MIN_MS;
  private listener: ChannelListener | undefined;
  private timers: NodeJS.Timeout[] = [];
  private closed = false;
  private readonly presenceDirty = new Set<string>();
  private presenceTimer: NodeJS.Timeout | undefined;
  private presenceFlush: Promise<void> = Promise.resolve();

  constructor(
    private readonly database: Database,
    private readonly options: LiveHubOptions,
  ) {
    this.db = database.db;
  }

  async start() {
    this.cursor = await this.latestPosition();
    this.listener = await listenChannel(this.database, LIVE_CHANNEL, {
      onNotify: () => void this.drain(),
      onReconnect: () => void this.drain(),
      onError: (error) => this.options.log.error({ err: error }, 'live: LISTEN connection lost'),
    });
    if (this.options.timers) {
      this.every(SESSION_RECHECK_MS, () => this.recheckSessions());
      this.every(PRESENCE_HEARTBEAT_MS, () => presenceHeartbeat(this.db, this.processId));
      this.every(PING_MS, async () => this.ping());
    }
  }

  async close() {
    this.closed = true;
    clearTimeout(this.presenceTimer);
    clearTimeout(this.heldRetry);
    await this.presenceFlush;
    for (const timer of this.timers) clearInterval(timer);
    await this.listener?.close();
    await this.draining;
    const userIds = [...this.byUser.keys()];
    for (const connection of this.connections) connection.socket.close(1001, 'server going away');
    this.connections.clear();
    this.byUser.clear();
    await presenceProcessGone(this.db, this.processId, userIds).catch(() => {});
  }

  get size() {
    return this.connections.size;
  }

  /**
   * A socket whose user the upgrade authenticated. It resumes `after` the last event id the tab saw, or, on a tab's
   * first connection, replays the events of the last `sinceMs` (the span since the page began reading).
   */
  async accept(socket: WebSocket, user: LiveConnectionUser, resume: LiveResume | null) {
    const controlsBefore = this.controlsApplied;
    const session = await this.sessionTimes(user.sessionId);
    if (!session) {
      socket.close(LIVE_CLOSE_SESSION_ENDED, 'session ended');
      return;
    }
    const projectIds = user.role === 'AGENT' ? await this.loadAgentProjects(user.id) : new Set<string>();
    // Gone while its session was read: nothing to register (its close event has passed).
    if (socket.readyState !== socket.OPEN || this.closed) return;
    const connection: Connection = {
      socket,
      user,
      viewer: { id: user.id, role: user.role, clientId: user.clientId, projectIds },
      endsAt: sessionEnd(session),
      last: this.cursor,
      pending: [],
      alive: true,
    };
    this.add(connection);
    socket.on('pong', () => {
      connection.alive = true;
    });
    socket.on('close', () => this.remove(connection));
    // A browser sends nothing we act on: its subscriptions are decided here, from its session.
    socket.on('message', () => {});
    socket.on('error', () => socket.terminate());
    // A scope or session change applied while this socket's session and projects were being read: read them again.
    if (this.controlsApplied !== controlsBefore) {
      await this.checkSessions([connection]);
      if (user.role === 'AGENT') await this.refreshAgentProjects([user.id]);
      if (!this.connections.has(connection)) return;
    }

    try {
      if (resume && 'after' in resume) {
        await this.catchUp(connection, resume.after === 0 ? START : await this.positionOf(resume.after));
      } else if (resume) {
        const from = await this.positionBefore(resume.sinceMs);
        if (from) await this.catchUp(connection, from);
      }
      const pending = connection.pending ?? [];
      connection.pending = null;
      for (const row of pending) this.sendEvent(connection, row);
      this.send(connection, { kind: 'ready', lastId: connection.last.id });
    } catch (error) {
      this.options.log.error({ err: error }, 'live: catch-up failed');
      socket.close(1011, 'catch-up failed');
      return;
    }
    if (this.byUser.get(user.id)?.size === 1) {
      this.presenceChanged(user.id);
    }
  }

  /**
   * Everything the tab missed and may see, in order, from the database; a reset when it is too far behind or names
   * an event that is not (or no longer) stored. Events still held behind an older transaction come live afterwards.
   */
  private async catchUp(connection: Connection, from: Position | undefined) {
    const { rows, complete, end } = from
      ? connection.viewer.role === 'CLIENT'
        ? await readClientWindow(this.db, connection.viewer, from, CATCH_UP_LIMIT)
        : { ...(await this.readAfter(from, CATCH_UP_LIMIT)), end: undefined }
      : { rows: [], complete: false, end: undefined };
    if (!from || !complete) {
      const latest = await this.latestPosition();
      connection.last = isAfter(this.cursor, latest) ? this.cursor : latest;
      this.send(connection, { kind: 'reset', lastId: connection.last.id });
      return;
    }
    connection.last = from;
    for (const row of rows as LiveRow[]) if (mayReceive(connection.viewer, row)) this.sendEvent(connection, row);
    const last = end ?? rows.at(-1);
    if (last && isAfter(last, connection.last)) connection.last = last;
  }

  /** Reads every new event once per burst of notifications, however many sockets there are. */
  drain(): Promise<void> {
    if (this.draining) {
      this.drainAgain = true;
      return this.draining;
    }
    this.draining = (async () => {
      try {
        do {
          this.drainAgain = false;
          let batch: { rows: LiveRow[]; complete: boolean; held: boolean };
          do {
            batch = await this.readAfter(this.cursor, BATCH);
            for (const row of batch.rows) {
              await this.apply(row);
              this.cursor = row;
            }
          } while (!batch.complete && !this.closed);
          this.retryHeld(batch.held);
        } while (this.drainAgain && !this.closed);
      } catch (error) {
        this.options.log.error({ err: error }, 'live: reading events failed');
      } finally {
        this.draining = null;
      }
    })();
    return this.draining;
  }

  /**
   * Control events change what this hub holds before the next event goes out (they reach no browser); every other
   * event is handed to its recipients.
   */
  private async apply(row: LiveRow) {
    if (row.type === 'scope.changed' || row.type === 'sessions.changed') this.controlsApplied += 1;
    if (row.type === 'scope.changed') await this.refreshAgentProjects(row.userIds ?? []);
    else if (row.type === 'sessions.changed') await this.checkSessions(this.connectionsOf(row.userIds ?? []));
    else this.fanOut(row);
  }

  /**
   * A committed event waits while an older transaction runs (it may still add an event before it). Its NOTIFY has
   * come and gone, and the older one may never send any, so the hub looks again shortly, backing off.
   */
  private retryHeld(held: boolean) {
    if (!held) {
      this.heldDelay = HELD_RETRY_MIN_MS;
      return;
    }
    if (this.heldRetry || this.closed) return;
    this.heldRetry = setTimeout(() => {
      this.heldRetry = undefined;
      void this.drain();
    }, this.heldDelay);
    this.heldDelay = Math.min(HELD_RETRY_MAX_MS, this.heldDelay * 2);
  }

  private fanOut(row: LiveRow) {
    const now = Date.now();
    const message = JSON.stringify(eventMessage(row));
    for (const connection of this.recipients(row)) {
      if (connection.endsAt <= now) {
        this.endSession(connection);
        continue;
      }
      if (connection.pending) connection.pending.push(row);
      else if (isAfter(row, connection.last)) {
        connection.last = row;
        connection.socket.send(message);
      }
    }
  }

  /** The same rule as mayReceive(), through the indexes: the type's roles first, then the address. */
  private *recipients(row: LiveRow): Generator<Connection> {
    const may = {
      ADMIN: roleMayReceive('ADMIN', row.type),
      AGENT: roleMayReceive('AGENT', row.type),
      CLIENT: roleMayReceive('CLIENT', row.type) && !row.staffOnly,
    };
    if (row.userIds) {
      for (const userId of row.userIds) {
        for (const connection of this.byUser.get(userId) ?? []) if (may[connection.user.role]) yield connection;
      }
      return;
    }
    if (may.ADMIN) yield* this.admins;
    if (row.projectId) {
      if (may.AGENT) yield* this.byProject.get(row.projectId) ?? [];
      if (may.CLIENT && row.projectClientId) yield* this.byClient.get(row.projectClientId) ?? [];
      return;
    }
    if (may.AGENT) yield* this.agents;
    if (may.CLIENT && row.clientId) yield* this.byClient.get(row.clientId) ?? [];
  }

  /** Closed as signed out, and out of the indexes at once: no later event of the same batch reaches it. */
  private endSession(connection: Connection) {
    connection.socket.close(LIVE_CLOSE_SESSION_ENDED, 'session ended');
    this.remove(connection);
  }

  private connectionsOf(userIds: readonly string[]): Connection[] {
    return userIds.flatMap((userId) => [...(this.byUser.get(userId) ?? [])]);
  }

  private sendEvent(connection: Connection, row: LiveRow) {
    if (!isAfter(row, connection.last)) return;
    connection.last = row;
    connection.socket.send(JSON.stringify(eventMessage(row)));
  }

  private send(connection: Connection, message: LiveServerMessage) {
    connection.socket.send(JSON.stringify(message));
  }

  /**
   * The settled events after a position, in stream order: those whose transaction is older than every transaction
   * still running here, so nothing can commit before them any more. `complete`: none left to read now; `held`: committed
   * events are waiting behind an older transaction.
   */
  private async readAfter(after: Position, limit: number) {
    const rows = await this.db
      .select(liveRowColumns)
      .from(liveEvents)
      .leftJoin(projects, eq(projects.id, liveEvents.projectId))
      .where(sql`(${liveEvents.xid}, ${liveEvents.id}) > (${String(after.xid)}::xid8, ${after.id})`)
      .orderBy(asc(liveEvents.xid), asc(liveEvents.id))
      .limit(limit);
    const settled = rows.filter((row) => row.settled);
    const held = settled.length < rows.length;
    return { rows: settled as LiveRow[], held, complete: held || rows.length < limit };
  }

  /**
   * Where a stored event sits in the stream; undefined for an id that is not stored. The sockets accepted in one turn
   * of the event loop read theirs (and their sessions, below) in one query.
   */
  private readonly positionOf = batchLoader(async (ids: number[]) => {
    const rows = await this.db
      .select({ xid: liveEvents.xid, id: liveEvents.id })
      .from(liveEvents)
      .where(inArray(liveEvents.id, ids));
    return new Map(rows.map((row) => [row.id, { xid: row.xid, id: row.id } as Position]));
  });

  /** A session's expiry and start, to end its socket with it. */
  private readonly sessionTimes = batchLoader(async (ids: string[]) => {
    const rows = await this.db
      .select({ id: sessions.id, expiresAt: sessions.expiresAt, createdAt: sessions.createdAt })
      .from(sessions)
      .where(inArray(sessions.id, ids));
    return new Map(rows.map((row) => [row.id, row]));
  });

  /**
   * Just before the first event (in stream order) whose transaction began in the last `sinceMs`, with a margin for a
   * transaction that began before the page's reads and committed after them; undefined when there is none.
   */
  private async positionBefore(sinceMs: number): Promise<Position | undefined> {
    const from = new Date(Date.now() - Math.min(sinceMs, LIVE_EVENTS_KEEP_MS) - SINCE_MARGIN_MS);
    const [row] = await this.db
      .select({ xid: liveEvents.xid, id: liveEvents.id })
      .from(liveEvents)
      .where(gte(liveEvents.createdAt, from))
      .orderBy(asc(liveEvents.xid), asc(liveEvents.id))
      .limit(1);
    return row && { xid: row.xid, id: row.id - 1 };
  }

  /** The newest settled event's place: a socket starting here misses nothing that commits afterwards. */
  private async latestPosition(): Promise<Position> {
    const [row] = await this.db
      .select({ xid: liveEvents.xid, id: liveEvents.id })
      .from(liveEvents)
      .where(sql`${liveEvents.xid} < ${horizon}`)
      .orderBy(sql`${liveEvents.xid} desc, ${liveEvents.id} desc`)
      .limit(1);
    return row ?? START;
  }

  /**
   * Sessions end elsewhere (sign-out, revocation, deactivation, a role or organisation change): those changes publish
   * `sessions.changed` and the hub checks their users' sockets at once (apply()); this periodic pass over every socket
   * catches the rest (expiry, a session deleted by hand). A socket whose session no longer matches is closed.
   */
  recheckSessions() {
    return this.checkSessions([...this.connections]);
  }

  /** One query per 5,000 sessions. */
  private async checkSessions(connections: Connection[]) {
    const bySession = new Map<string, Connection[]>();
    for (const connection of connections) {
      const list = bySession.get(connection.user.sessionId) ?? [];
      list.push(connection);
      bySession.set(connection.user.sessionId, list);
    }
    const ids = [...bySession.keys()];
    const now = Date.now();
    for (let start = 0; start < ids.length; start += 5000) {
      const chunk = ids.slice(start, start + 5000);
      const rows = await this.db
        .select({
          id: sessions.id,
          expiresAt: sessions.expiresAt,
          createdAt: sessions.createdAt,
          role: users.role,
          isActive: users.isActive,
          banned: users.banned,
          banExpires: users.banExpires,
          clientId: clientMembers.clientId,
        })
        .from(sessions)
        .innerJoin(users, eq(users.id, sessions.userId))
        .leftJoin(clientMembers, eq(clientMembers.userId, users.id))
        .where(inArray(sessions.id, chunk));
      const found = new Map(rows.map((row) => [row.id, row]));
      for (const id of chunk) {
        const row = found.get(id);
        for (const connection of bySession.get(id) ?? []) {
          if (!row || !stillValid(row, connection.user, now)) this.endSession(connection);
          else connection.endsAt = sessionEnd(row);
        }
      }
    }
  }

  private ping() {
    for (const connection of this.connections) {
      if (!connection.alive) {
        connection.socket.terminate();
        continue;
      }
      connection.alive = false;
      connection.socket.ping();
    }
  }

  private async loadAgentProjects(agentId: string): Promise<Set<string>> {
    const cached = this.agentProjects.get(agentId);
    if (cached) return cached;
    const rows = await this.db
      .select({ projectId: projectAgents.projectId })
      .from(projectAgents)
      .where(eq(projectAgents.agentId, agentId));
    return new Set(rows.map((row) => row.projectId));
  }

  /** These users' project assignments changed: one query reloads the projects of those connected here as agents. */
  private async refreshAgentProjects(userIds: readonly string[]) {
    const agentIds = userIds.filter((id) => this.agentProjects.has(id));
    if (agentIds.length === 0) return;
    const rows = await this.db
      .select({ agentId: projectAgents.agentId, projectId: projectAgents.projectId })
      .from(projectAgents)
      .where(inArray(projectAgents.agentId, agentIds));
    const next = new Map(agentIds.map((id) => [id, new Set<string>()]));
    for (const row of rows) next.get(row.agentId)?.add(row.projectId);
    for (const [agentId, projectIds] of next) {
      const connections = [...(this.byUser.get(agentId) ?? [])].filter((connection) => this.agents.has(connection));
      for (const connection of connections) this.unindexAgent(connection);
      this.agentProjects.set(agentId, projectIds);
      for (const connection of connections) {
        connection.viewer.projectIds = projectIds;
        this.indexAgent(connection);
      }
    }
  }

  private add(connection: Connection) {
    const { user } = connection;
    this.connections.add(connection);
    addTo(this.byUser, user.id, connection);
    if (user.role === 'ADMIN') this.admins.add(connection);
    else if (user.role === 'AGENT') {
      this.agents.add(connection);
      this.agentProjects.set(user.id, connection.viewer.projectIds as Set<string>);
      this.indexAgent(connection);
    } else if (user.clientId) addTo(this.byClient, user.clientId, connection);
  }

  private remove(connection: Connection) {
    if (!this.connections.delete(connection)) return;
    const { user } = connection;
    removeFrom(this.byUser, user.id, connection);
    this.admins.delete(connection);
    if (this.agents.delete(connection)) {
      this.unindexAgent(connection);
      if (!this.byUser.has(user.id)) this.agentProjects.delete(user.id);
    }
    if (user.clientId) removeFrom(this.byClient, user.clientId, connection);
    if (!this.byUser.has(user.id) && !this.closed) {
      this.presenceChanged(user.id);
    }
  }

  /**
   * Presence changes are gathered and written together, one transaction per PRESENCE_FLUSH_MS, so a burst of
   * connections (a deploy, a network blip) costs a few transactions rather than one per socket, and a tab that opens
   * and closes at once is written as its final state. Flushes run one after another.
   */
  private presenceChanged(userId: string) {
    this.presenceDirty.add(userId);
    if (this.presenceTimer || this.closed) return;
    this.presenceTimer = setTimeout(() => void this.flushPresence(), PRESENCE_FLUSH_MS);
  }

  private flushPresence(): Promise<void> {
    clearTimeout(this.presenceTimer);
    this.presenceTimer = undefined;
    const run = this.presenceFlush.then(async () => {
      const userIds = [...this.presenceDirty];
      this.presenceDirty.clear();
      if (userIds.length === 0) return;
      const connected = userIds.filter((id) => this.byUser.has(id));
      const gone = userIds.filter((id) => !this.byUser.has(id));
      await writePresence(this.db, this.processId, connected, gone);
    });
    this.presenceFlush = run.catch((error) => this.options.log.error({ err: error }, 'live: presence not recorded'));
    return this.presenceFlush;
  }

  /** For tests: presence writes started by connects and disconnects have landed. */
  async settled() {
    await this.flushPresence();
    await this.draining;
  }

  private indexAgent(connection: Connection) {
    for (const projectId of connection.viewer.projectIds) addTo(this.byProject, projectId, connection);
  }

  private unindexAgent(connection: Connection) {
    for (const projectId of connection.viewer.projectIds) removeFrom(this.byProject, projectId, connection);
  }

  private every(ms: number, work: () => Promise<unknown>) {
    const timer = setInterval(() => {
      work().catch((error) => this.options.log.error({ err: error }, 'live: periodic work failed'));
    }, ms);
    timer.unref();
    this.timers.push(timer);
  }
}

interface SessionState {
  expiresAt: Date;
  createdAt: Date;
  role: LiveViewer['role'];
  isActive: boolean;
  banned: boolean | null;
  banExpires: Date | null;
  clientId: string | null;
}

/** Still signed in, still active, and still the role and organisation the socket was scoped by. */
function stillValid(row: SessionState, user: LiveConnectionUser, now: number) {
  if (!row.isActive || sessionEnd(row) <= now) return false;
  if (row.banned && (!row.banExpires || row.banExpires.getTime() > now)) return false;
  return row.role === user.role && (row.role !== 'CLIENT' || (row.clientId ?? null) === user.clientId);
}

function sessionEnd(session: { expiresAt: Date; createdAt: Date }) {
  return Math.min(session.expiresAt.getTime(), session.createdAt.getTime() + SESSION_ABSOLUTE_MS);
}

function eventMessage(row: LiveRow): LiveServerMessage {
  return { kind: 'event', id: row.id, type: row.type, payload: row.payload };
}

function addTo<K, V>(map: Map<K, Set<V>>, key: K, value: V) {
  let set = map.get(key);
  if (!set) {
    set = new Set();
    map.set(key, set);
  }
  set.add(value);
}

function removeFrom<K, V>(map: Map<K, Set<V>>, key: K, value: V) {
  const set = map.get(key);
  if (!set) return;
  set.delete(value);
  if (set.size === 0) map.delete(key);
}
