// Real-time fan-out between server instances: PostgreSQL LISTEN/NOTIFY when several instances share
// one database, the same calls in-process on embedded PGlite.
import { EventEmitter } from 'node:events';
import type { Database } from '../db/client';

/** The NOTIFY channel of the hub (writers may NOTIFY it inside a transaction: delivered on commit). */
export const HUB_CHANNEL = 'carelink_events';
const CHANNEL = HUB_CHANNEL;

/**
 * Local topic emitted when the cross-process listener came back after a lost connection: events may have been missed.
 */
export const HUB_RESYNC = 'hub:resync';

export interface HubEvent {
  topic: string;
  data: unknown;
}

export interface Hub {
  publish: (topic: string, data: unknown) => Promise<void>;
  subscribe: (topic: string, fn: (data: unknown) => void) => () => void;
  close: () => Promise<void>;
}

/** Creates the hub on this database. */
export async function createHub(database: Database): Promise<Hub> {
  const local = new EventEmitter();
  local.setMaxListeners(0);
  const deliver = (raw: string) => {
    try {
      const ev = JSON.parse(raw) as HubEvent;
      local.emit(ev.topic, ev.data);
    } catch {
      /* ignore malformed payloads */
    }
  };
  let unlisten: (() => Promise<void>) | null = null;
  const crossProcess = database.kind === 'postgres' && database.listen && database.notify;
  if (crossProcess) unlisten = await database.listen!(CHANNEL, deliver, () => local.emit(HUB_RESYNC));
  // On PGlite, publish() stays in process; the channel still carries what transactions NOTIFY on commit (version
  // bumps sent by the tables' triggers, src/server/db/table-versions.ts), delivered before the commit returns.
  else if (database.listen) unlisten = await database.listen(CHANNEL, deliver);
  return {
    publish: async (topic, data) => {
      const raw = JSON.stringify({ topic, data });
      // NOTIFY payloads are limited to 8000 bytes: publish ids, let receivers read the rows.
      if (crossProcess) await database.notify!(CHANNEL, raw);
      else deliver(raw);
    },
    subscribe: (topic, fn) => {
      local.on(topic, fn);
      return () => local.off(topic, fn);
    },
    close: async () => {
      if (unlisten) await unlisten();
      local.removeAllListeners();
    },
  };
}
