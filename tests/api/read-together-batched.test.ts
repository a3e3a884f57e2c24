// readTogether (lib/storage/db.ts) inside a batched transaction (batchedTransaction, the add-to-cart's and the
// checkout's): the transaction's Drizzle handle is one pooled connection on PostgreSQL, so independent reads on it
// must run one after another (pg queues overlapping queries on a client, deprecates it, and pg 9 refuses). On
// PGlite the handle is a Drizzle transaction; the suite's PostgreSQL run is the one that matters.
import { describe, expect, it } from "vitest";
import { batchedTransaction } from "@/lib/storage/db";
import { twoReads } from "../support/overlapping-reads";

describe("readTogether in a batched transaction", () => {
  it("runs the reads one after the other on the transaction's one connection", async () => {
    const { results, events } = await batchedTransaction(async (batch) => twoReads(await batch.tx()));
    expect(results).toEqual(["a", "b"]);
    expect(events).toEqual(["a start", "a end", "b start", "b end"]);
  });
});
