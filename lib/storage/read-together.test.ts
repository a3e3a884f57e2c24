// readTogether (db.ts): independent reads overlap on the database, and never on a transaction, whose one
// connection must not be handed a query while it runs another (pg queues it, deprecates it, pg 9 refuses).
import { afterAll, describe, expect, it } from "vitest";
import { twoReads } from "@/tests/support/overlapping-reads";
import { closeDb, getDb } from "./db";

afterAll(async () => {
  await closeDb();
});

describe("readTogether", () => {
  it("runs the reads together on the database, in order of the results", async () => {
    const { results, events } = await twoReads(await getDb());
    expect(results).toEqual(["a", "b"]);
    expect(events.slice(0, 2)).toEqual(["a start", "b start"]);
  });

  it("runs them one after the other in a transaction", async () => {
    const db = await getDb();
    const { results, events } = await db.transaction((tx) => twoReads(tx));
    expect(results).toEqual(["a", "b"]);
    expect(events).toEqual(["a start", "a end", "b start", "b end"]);
  });
});
