// The storage adapter: one Drizzle (pg dialect) database over PGlite (embedded default, DATA_DIR)
// or PostgreSQL (DATABASE_URL). Migrations from ./drizzle are applied on first use.
import path from "node:path";
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from "drizzle-orm/pg-core";
import type { ExtractTablesWithRelations } from "drizzle-orm";
import type { Logger } from "drizzle-orm/logger";
import type { ClientConfig, PoolClient } from "pg";
import * as schema from "./schema";
import { statementQuery, statementSql, type Statement } from "./compiled-statement";
import { databaseCircuit } from "./circuit";
import { publishPoolLoad } from "./pool-load";
import { envNumber } from "@/lib/env/number-setting";

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
/** Anything queries can run on: the database or an open transaction. */
export type Executor = Db | Tx;

/**
 * The databases that run each query on a connection of its own (the pool's; PGlite's queues them). Known by
 * identity, not by class: in the server's bundle a Drizzle transaction need not be an instance of the PgTransaction
 * this module imports, and a batched transaction's handle (BatchedTx.tx()) is a Drizzle database over one client.
 */
const pooled = new WeakSet<object>();

/**
 * Independent reads: together on the database (the pool gives each a connection of its own), one after
 * another on anything else (a transaction, or a batched transaction's connection), whose one connection runs one
 * query at a time (pg queues overlapping queries on a client, which it deprecates and pg 9 refuses).
 */
export async function readTogether<T extends readonly unknown[]>(executor: Executor, ...reads: { [K in keyof T]: () => PromiseLike<T[K]> }): Promise<T> {
  if (pooled.has(executor)) return (await Promise.all(reads.map((read) => read()))) as unknown as T;
  const results: unknown[] = [];
  for (const read of reads) results.push(await read());
  return results as unknown as T;
}

type Storage = { db: Db; driver: "pglite" | "postgres"; close: () => Promise<void>; batched: BatchedTransactionRunner };

/**
 * Sees every SQL statement and round trip to the database, with the SQL it carried (`texts`, made only when
 * asked). None is installed in the product; the tests install one (tests/support/statement-counter.ts) to hold
 * the add-to-cart and checkout budgets. On PGlite (in process) every statement counts as a round trip.
 */
export type StatementObserver = (statements: number, roundTrips: number, texts: () => string[]) => void;
let observer: StatementObserver | undefined;
export function observeStatements(next: StatementObserver | undefined) {
  observer = next;
}
const observed = (statements: number, roundTrips: number, texts: () => string[]) => observer?.(statements, roundTrips, texts);
const countingLogger: Logger = {
  logQuery(query) {
    observed(1, 1, () => [query]);
  },
};

export type BatchRow = Record<string, unknown>;

/**
 * A transaction whose statements travel in batches (batched-transaction.ts). `run` sends statements in
 * one round trip, BEGIN riding with the first; `commit` sends its statements and COMMIT in one round
 * trip (a transaction that is one `commit` sends neither: one query is one transaction). Each statement
 * still takes its own snapshot (READ COMMITTED), so a read that follows a lock in the same batch sees
 * whatever the lock waited for.
 */
export type BatchedTx = {
  run(statements: Statement[]): Promise<BatchRow[][]>;
  commit(statements: Statement[]): Promise<BatchRow[][]>;
  /** A Drizzle handle on the same open transaction, for a step written with the query builder. */
  tx(): Promise<Tx>;
};
type BatchedTransactionRunner = <T>(work: (batch: BatchedTx) => Promise<T>) => Promise<T>;

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
      // jit=off: an add's statements run in well under a millisecond, but when the planner's estimate
      // passes jit_above_cost (tables not analysed yet) PostgreSQL JIT-compiles them on every execution:
      // 20 to 50 ms each, measured on the discount context of an unanalysed cart_items.
      super({ ...(typeof config === "object" ? config : { connectionString: config }), connectionTimeoutMillis: CONNECT_TIMEOUT_MS, options: "-c jit=off" });
      // A client checked out of the pool has no 'error' listener of the pool's: a server that ends the
      // connection between two queries (a restart, pg_terminate_backend) would crash the process. The
      // query in flight, or the next one, fails on its own and is answered 503.
      this.on("error", () => {});
    }
  }
  const pool = new pg.Pool({
    connectionString: url,
    Client,
    max: envNumber("DATABASE_POOL_SIZE", 10, { min: 1, integer: true }),
    connectionTimeoutMillis: POOL_WAIT_MS,
    query_timeout: 10_000,
  });
  // An idle client that loses its server emits 'error'; without a listener that would crash the process.
  pool.on("error", () => {});
  pool.on("connect", () => databaseCircuit.recordSuccess());
  publishPoolLoad(() => ({ waiting: pool.waitingCount, size: pool.options.max ?? 10 }));
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
  pooled.add(db);
  const { preparedBatch, raisedAfterPrepares } = await import("./batched-transaction");
  // The statements each pooled connection has prepared (the pool keeps its client objects).
  const preparedByClient = new WeakMap<object, Set<string>>();
  // A Drizzle handle per pooled connection, made once: making one reads the whole schema's relations, which cost a
  // checkout more CPU than its SQL did (docs/benchmarks.md).
  const handles = new WeakMap<object, Tx>();
  const handleOf = (client: object): Tx => {
    let handle = handles.get(client);
    if (!handle) handles.set(client, (handle = drizzle({ client: client as PoolClient, schema, logger: countingLogger }) as unknown as Tx));
    return handle;
  };
  // One pooled connection for the whole transaction; each batch is one simple-protocol query.
  const batched: BatchedTransactionRunner = async (work) => {
    const client = await pool.connect();
    const transaction = { state: "idle" as "idle" | "open" | "done", preparedUnknown: false };
    let prepared = preparedByClient.get(client);
    if (!prepared) preparedByClient.set(client, (prepared = new Set()));
    const send = async (statements: Statement[], begin: boolean, commit: boolean): Promise<BatchRow[][]> => {
      const batch = preparedBatch(statements, prepared);
      // A whole transaction in one batch needs neither BEGIN nor COMMIT: PostgreSQL runs the statements of
      // one simple query as one transaction (an implicit transaction block), and an error in any of them
      // rolls back them all and leaves the session idle, with nothing to roll back.
      const whole = begin && commit;
      if (whole && batch.texts.length === 0) {
        transaction.state = "done";
        return [];
      }
      const texts = whole ? batch.texts : [...(begin ? ["begin"] : []), ...batch.texts, ...(commit ? ["commit"] : [])];
      const answers = whole ? batch.answers : [...(begin ? [false] : []), ...batch.answers, ...(commit ? [false] : [])];
      if (begin && !whole) transaction.state = "open";
      observed(texts.filter((text, i) => answers[i] || text === "begin" || text === "commit").length, 1, () => [
        ...(begin && !whole ? ["begin"] : []),
        ...statements.map((statement) => statementQuery(statement).text),
        ...(commit && !whole ? ["commit"] : []),
      ]);
      let result: { rows: BatchRow[] } | { rows: BatchRow[] }[];
      try {
        result = (await client.query(texts.join(";\n"))) as unknown as typeof result;
      } catch (error) {
        if (raisedAfterPrepares(error)) for (const name of batch.preparing) prepared.add(name);
        // Otherwise which of this batch's PREPAREs (or its DEALLOCATE) ran is unknown: the cleanup reads them back.
        else if (batch.answers.includes(false)) transaction.preparedUnknown = true;
        throw error;
      }
      for (const name of batch.preparing) prepared.add(name);
      const results = Array.isArray(result) ? result : [result];
      if (commit) transaction.state = "done";
      return results.filter((_, i) => answers[i]).map((r) => r.rows);
    };
    let broken: unknown;
    try {
      const value = await work({
        run: (statements) => send(statements, transaction.state === "idle", false),
        commit: (statements) => send(statements, transaction.state === "idle", true),
        tx: async () => {
          if (transaction.state === "idle") await send([], true, false);
          return handleOf(client);
        },
      });
      if (transaction.state === "open") await send([], false, true);
      return value;
    } catch (error) {
      try {
        // ROLLBACK, and after a failed batch what the connection has prepared, in one round trip.
        const cleanup = [
          ...(transaction.state === "open" ? ["rollback"] : []),
          ...(transaction.preparedUnknown ? ["select name from pg_prepared_statements where from_sql"] : []),
        ];
        if (cleanup.length) {
          observed(cleanup.length, 1, () => cleanup);
          const result = (await client.query(cleanup.join(";\n"))) as unknown as { rows: { name: string }[] } | { rows: { name: string }[] }[];
          if (transaction.preparedUnknown) {
            prepared.clear();
            for (const { name } of (Array.isArray(result) ? result.at(-1)! : result).rows) prepared.add(name);
          }
        }
      } catch (cleanupError) {
        broken = cleanupError;
      }
      throw error;
    } finally {
      // A connection that could not roll back is closed, never handed to the next request.
      client.release(broken instanceof Error ? broken : undefined);
    }
  };
  return { db, driver: "postgres", close: () => pool.end(), batched };
}

async function openPglite(dataDir: string): Promise<Storage> {
  const { PGlite } = await import("@electric-sql/pglite");
  const { drizzle } = await import("drizzle-orm/pglite");
  const { migrate } = await import("drizzle-orm/pglite/migrator");
  if (!dataDir.startsWith("memory://")) {
    const fs = await import("node:fs");
    fs.mkdirSync(dataDir, { recursive: true });
  }
  const { pg_trgm } = await import("@electric-sql/pglite/contrib/pg_trgm");
  // pg_trgm: the catalog's `like` search is indexed by trigrams (migration 0008).
  const client = await PGlite.create(dataDir, { extensions: { pg_trgm } });
  const db = drizzle({ client, schema, logger: countingLogger });
  pooled.add(db);
  await migrate(db, { migrationsFolder: MIGRATIONS });
  // In process there are no round trips to save: a Drizzle transaction, one statement at a time.
  const batched: BatchedTransactionRunner = (work) =>
    db.transaction(async (tx) => {
      const run = async (statements: Statement[]) => {
        const results: BatchRow[][] = [];
        for (const statement of statements) results.push(((await tx.execute(statementSql(statement))) as unknown as { rows: BatchRow[] }).rows);
        return results;
      };
      return work({ run, commit: run, tx: async () => tx as unknown as Tx });
    });
  return { db: db as unknown as Db, driver: "pglite", close: () => client.close(), batched };
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

/** Runs `work` in one transaction whose statements travel in batches (BatchedTx); rolled back if it throws. */
export async function batchedTransaction<T>(work: (batch: BatchedTx) => Promise<T>): Promise<T> {
  databaseCircuit.assertClosed();
  return (await storage()).batched(work);
}

export async function getDriver(): Promise<"pglite" | "postgres"> {
  return (await storage()).driver;
}

export async function closeDb(): Promise<void> {
  const current = holder.__cartwrightStorage;
  holder.__cartwrightStorage = undefined;
  if (current) await (await current).close();
}
