// Counts the SQL statements and round trips the app sends, through the storage's observer hook (nothing
// counts in the product), and keeps the SQL of the latest round trips while `recording`. Importing this module
// installs the counter.
import { observeStatements } from "@/lib/storage/db";

export const statementCounter = { count: 0, roundTrips: 0 };

let recorded: string[][] | undefined;

/** The SQL of each round trip `work` sends (on PGlite, each statement is one). */
export async function recordRoundTrips<T>(work: () => Promise<T>): Promise<{ value: T; roundTrips: string[][] }> {
  recorded = [];
  try {
    const value = await work();
    return { value, roundTrips: recorded };
  } finally {
    recorded = undefined;
  }
}

observeStatements((statements, roundTrips, texts) => {
  statementCounter.count += statements;
  statementCounter.roundTrips += roundTrips;
  if (recorded) recorded.push(texts());
});
