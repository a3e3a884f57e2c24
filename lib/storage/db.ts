// The storage adapter: one Drizzle (pg dialect) database over PGlite (embedded default, DATA_DIR)
// or PostgreSQL (DATABASE_URL). Migrations from ./drizzle are applied on first use.
import path from "node:path";
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from "drizzle-orm/pg-core";
import type { ExtractTablesWithRelations } from "drizzle-orm";
import type { Logger } from "drizzle-orm/logger";
import type { ClientConfig } from "pg";
import * as schema from "./schema";
import { databaseCircuit } from "./circuit";

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
/** Anything queries can run on: the database or an open transaction. */
export type Executor = Db | Tx;

type Storage = { db: Db; driver: "pglite" | "postgres"; close: () => Promise<void> };

/** Counts SQL statements, so a test can hold the add-to-cart statement budget. */
export const statementCounter = { count: 0 };
const countingLogger: Logger = {
  logQuery() {
    statementCounter.count += 1;
  },
};

const MIGRATIONS = path.join(process.cwd(), "drizzle");
const MIGRATION_LOCK = 424242;

/** Connecting to the database: an outage must be noticed fast (503 within 2 s). */
const CONNECT_TIMEOUT_MS = 1500;
/** Waiting for a free pooled connection under load: long, so busy moments queue instead of failing. */
const POOL_WAIT_MS = 15_000;

async function openPostgres(url: string): Promise<Storage> {
  const pg = await import("pg");
  const { drizzle } = await import("drizzle-orm/node-postgres");
  const { migrate } = await import("drizzle-orm/node-postgres/migrator");
  // pg's pool uses one timeout for both waiting and connecting; this client keeps its own, short,
  // connect timeout.
  class Client extends pg.Client {
    constructor(config?: string | ClientConfig) {
      super({ ...(typeof config === "object" ? config : { connectionString: config }), connectionTimeoutMillis: CONNECT_TIMEOUT_MS });
    }
  }
  const pool = new pg.Pool({
    connectionString: url,
    Client,
    max: Number(process.env.DATABASE_POOL_SIZE ?? 10),
    connectionTimeoutMillis: POOL_WAIT_MS,
    query_timeout: 10_000,
  });
  // An idle client that loses its server emits 'error'; without a listener that would crash the process.
  pool.on("error", () => {});
  pool.on("connect", () => databaseCircuit.recordSuccess());
  const client = await pool.connect();
  try {
    // Several instances may start at once: one migrates, the others wait.
    await client.query("select pg_advisory_lock($1)", [MIGRATION_LOCK]);
    await migrate(drizzle({ client, schema }), { migrationsFolder: MIGRATIONS });
    await client.query("select pg_advisory_unlock($1)", [MIGRATION_LOCK]);
  } finally {
    client.release();
  }
  const db = drizzle({ client: pool, schema, logger: countingLogger }) as unknown as Db;
  return { db, driver: "postgres", close: () => pool.end() };
}

async function openPglite(dataDir: string): Promise<Storage> {
  const { PGlite } = await import("@electric-sql/pglite");
  const { drizzle } = await import("drizzle-orm/pglite");
  const { migrate } = await import("drizzle-orm/pglite/migrator");
  if (!dataDir.startsWith("memory://")) {
    const fs = await import("node:fs");
    fs.mkdirSync(dataDir, { recursive: true });
  }
  const client = await PGlite.create(dataDir);
  const db = drizzle({ client, schema, logger: countingLogger });
  await migrate(db, { migrationsFolder: MIGRATIONS });
  return { db: db as unknown as Db, driver: "pglite", close: () => client.close() };
}

export function storageTarget(): { driver: "pglite" | "postgres"; location: string } {
  const url = process.env.DATABASE_URL;
  if (url) return { driver: "postgres", location: url };
  return { driver: "pglite", location: process.env.DATA_DIR || path.join(process.cwd(), "data") };
}

// One storage per process, kept on globalThis so that dev-mode module reloads reuse it
// (PGlite allows one process, and one instance, per data directory).
const holder = globalThis as unknown as { __cartwrightStorage?: Promise<Storage> };

function storage(): Promise<Storage> {
  if (!holder.__cartwrightStorage) {
    const target = storageTarget();
    const opening = target.driver === "postgres" ? openPostgres(target.location) : openPglite(target.location);
    // A failed open (database down) is retried by the next request instead of being cached.
    holder.__cartwrightStorage = opening.catch((error) => {
      holder.__cartwrightStorage = undefined;
      throw error;
    });
  }
  return holder.__cartwrightStorage;
}

export async function getDb(): Promise<Db> {
  // Right after a failed connection, answer at once instead of queueing behind the dead database.
  databaseCircuit.assertClosed();
  return (await storage()).db;
}

export async function getDriver(): Promise<"pglite" | "postgres"> {
  return (await storage()).driver;
}

export async function closeDb(): Promise<void> {
  const current = holder.__cartwrightStorage;
  holder.__cartwrightStorage = undefined;
  if (current) await (await current).close();
}
