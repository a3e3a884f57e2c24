// Two reads through readTogether (lib/storage/db.ts) that each say when they started and ended (a query and a pause
// between): whether they overlapped shows in the order of the events.
import { sql } from "drizzle-orm";
import { readTogether, type Executor } from "@/lib/storage/db";

export async function twoReads(executor: Executor) {
  const events: string[] = [];
  const read = (name: string) => async () => {
    events.push(`${name} start`);
    await executor.execute(sql`select 1`);
    await new Promise((resolve) => setTimeout(resolve, 20));
    events.push(`${name} end`);
    return name;
  };
  const results = await readTogether(executor, read("a"), read("b"));
  return { results, events };
}
