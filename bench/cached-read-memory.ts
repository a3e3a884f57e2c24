// Memory through the cached reads' arguments (issue 44, finding 1). Every `'use cache'` function of the build is
// also a Server Function: a POST with its id calls it with whatever arguments are sent, and the cache's key is those
// arguments serialized. This bench starts a production server (embedded database) with a small USE_CACHE_BYTES,
// reads every cached read's id from the build's server reference manifest (the entries the framework names
// `$$RSC_SERVER_CACHE_…` that a page has), sends CALLS distinct calls to each with an argument of each size of
// ARGUMENT_CHARS, and prints the server's resident memory before and after each size beside USE_CACHE_BYTES: the
// growth must stay within USE_CACHE_BYTES plus OVERHEAD_MIB (the engine's heap slack after handling the calls'
// bodies). The sizes: 400,000 characters (the finding's; the proxy refuses such a list of arguments), 100,000 (let
// through, its key too long to keep), 6,000 (kept, until the bound drops it). It also sends each cached read one
// argument of 1,000,000 characters and prints the statuses (4xx wanted, never 5xx).
//
//   npm run bench:cached-read-memory      (port BENCH_PORT, default 3290; CALLS=1000, ARGUMENT_CHARS=400000,100000,6000,
//                                          SERVER_HEAP_MIB=512)
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import { cachedReads, type ServerReference } from "../e2e/support/server-references";
import { ensureFreshBuild, startNext, tempDataDir } from "./support/servers";

const PORT = Number(process.env.BENCH_PORT ?? 3290);
const CALLS = Number(process.env.CALLS ?? 1000);
const ARGUMENT_CHARS = (process.env.ARGUMENT_CHARS ?? "400000,100000,6000").split(",").map(Number);
const CACHE_BYTES = 8 * 1024 * 1024;
const OVERHEAD_MIB = Number(process.env.OVERHEAD_MIB ?? 96);
const PARALLEL = 4;
/** The server's V8 heap limit, as docs/operations.md recommends one ("Supervised, with a bounded heap"): without one,
 * the engine lets garbage of the calls' bodies pile up to gigabytes before it collects, and resident memory says
 * little about what is kept. 0 leaves the engine's default. */
const SERVER_HEAP_MIB = Number(process.env.SERVER_HEAP_MIB ?? 512);

type CachedRead = ServerReference;

/** Resident memory of the server's process group, in MiB. */
function residentMib(pid: number): number {
  const out = execFileSync("ps", ["-o", "rss=", "-g", String(pid)], { encoding: "utf8" });
  return out.split("\n").reduce((sum, line) => sum + (Number(line.trim()) || 0), 0) / 1024;
}

const agent = new http.Agent({ keepAlive: true, maxSockets: PARALLEL });

function call(base: string, read: CachedRead, argument: string): Promise<number> {
  const body = JSON.stringify([argument, "USD", "$undefined", 1]);
  return new Promise((resolve) => {
    const request = http.request(
      `${base}${read.page}`,
      { method: "POST", agent, headers: { "next-action": read.id, "content-type": "text/plain;charset=UTF-8", accept: "text/x-component", "content-length": Buffer.byteLength(body) } },
      (response) => {
        response.resume();
        response.on("end", () => resolve(response.statusCode ?? 0));
      },
    );
    request.on("error", () => resolve(0));
    request.end(body);
  });
}

async function main() {
  if (process.env.SKIP_BUILD !== "1") ensureFreshBuild();
  const reads = cachedReads();
  if (reads.length === 0) throw new Error("no cached read in the build's server reference manifest");
  const dataDir = tempDataDir("cartwright-cached-read-memory");
  const heap: Record<string, string> = SERVER_HEAP_MIB > 0 ? { NODE_OPTIONS: `--max-old-space-size=${SERVER_HEAP_MIB}` } : {};
  const server = await startNext(PORT, { DATA_DIR: dataDir, DATABASE_URL: "", USE_CACHE_BYTES: String(CACHE_BYTES), ...heap });
  try {
    // Warm: every page's code loaded and its reads cached once.
    for (let n = 0; n < 3; n++) for (const read of reads) await fetch(`${server.base}${read.page}`).then((r) => r.text());
    for (const read of reads) await call(server.base, read, "warm");
    const before = residentMib(server.child.pid!);
    const phases: string[] = [];
    for (const chars of ARGUMENT_CHARS) {
      const statuses: Record<string, number> = {};
      const started = Date.now();
      for (const read of reads) {
        let next = 0;
        await Promise.all(
          Array.from({ length: PARALLEL }, async () => {
            while (next < CALLS) {
              const n = next++;
              const status = await call(server.base, read, `${n}:${read.id}:`.padEnd(chars, "x"));
              statuses[status] = (statuses[status] ?? 0) + 1;
            }
          }),
        );
        if (server.child.exitCode !== null) throw new Error(`the server died (exit ${server.child.exitCode}) after ${JSON.stringify(statuses)}`);
      }
      // A moment for the engine to collect what the calls left.
      await new Promise((resolve) => setTimeout(resolve, 3000));
      phases.push(`${chars}-character arguments: ${reads.length * CALLS} calls in ${((Date.now() - started) / 1000).toFixed(0)} s, statuses ${JSON.stringify(statuses)}, resident memory then ${residentMib(server.child.pid!).toFixed(0)} MiB`);
    }
    const after = residentMib(server.child.pid!);
    const huge: Record<string, number> = {};
    for (const read of reads) {
      const status = await call(server.base, read, "y".repeat(1_000_000));
      huge[status] = (huge[status] ?? 0) + 1;
    }
    const growth = after - before;
    const bound = CACHE_BYTES / 1024 / 1024 + OVERHEAD_MIB;
    console.log(`cached reads: ${reads.length}; the server's heap limit ${SERVER_HEAP_MIB > 0 ? `${SERVER_HEAP_MIB} MiB` : "the engine's default"}`);
    console.log(`calls: ${CALLS} distinct arguments to each cached read, of each size:`);
    for (const phase of phases) console.log(`  ${phase}`);
    console.log(`resident memory: before ${before.toFixed(0)} MiB, after ${after.toFixed(0)} MiB, growth ${growth.toFixed(0)} MiB`);
    console.log(`bound: USE_CACHE_BYTES ${CACHE_BYTES / 1024 / 1024} MiB + overhead ${OVERHEAD_MIB} MiB = ${bound} MiB → ${growth <= bound ? "within" : "OVER"}`);
    console.log(`one 1,000,000-character argument to each cached read: statuses ${JSON.stringify(huge)}`);
    if (growth > bound || Object.keys(huge).some((s) => Number(s) >= 500 || s === "0")) process.exitCode = 1;
  } finally {
    agent.destroy();
    await server.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
