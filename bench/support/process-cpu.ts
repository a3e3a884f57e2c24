// Where a scenario's CPU goes, per request: the server's (`next start`'s process group), PostgreSQL's (every process
// of the local cluster) and the bench's own load client (this process). Read from Linux's /proc (user and system
// time); elsewhere nothing is measured. On a machine of two cores the three share them, so a request's throughput is
// bounded by all three together, not by the server's alone (docs/benchmarks.md "Checkout and payment").
import fs from "node:fs";

/** CPU milliseconds of each process, by pid, and of this process. */
export type CpuSnapshot = { server: Map<number, number>; postgres: Map<number, number>; client: number };

/** CPU milliseconds per request of one run of a scenario. */
export type CpuPerRequest = { server: number; postgres: number; client: number };

const TICKS_PER_SECOND = 100; // USER_HZ: the unit of /proc/<pid>/stat's times on Linux

type ProcStat = { pid: number; command: string; processGroup: number; cpuMs: number };

/** One line of /proc/<pid>/stat, read: the command sits in parentheses and may hold spaces or parentheses itself. */
export function parseProcStat(pid: number, line: string): ProcStat | undefined {
  const open = line.indexOf("(");
  const close = line.lastIndexOf(")");
  if (open < 0 || close < open) return undefined;
  // After the command: state, ppid, pgrp, …; utime and stime are the 14th and 15th fields of the line.
  const fields = line.slice(close + 2).split(" ");
  const ticks = Number(fields[11]) + Number(fields[12]);
  if (!Number.isFinite(ticks)) return undefined;
  return { pid, command: line.slice(open + 1, close), processGroup: Number(fields[2]), cpuMs: (ticks * 1000) / TICKS_PER_SECOND };
}

function processes(): ProcStat[] {
  let entries: string[];
  try {
    entries = fs.readdirSync("/proc");
  } catch {
    return [];
  }
  const found: ProcStat[] = [];
  for (const entry of entries) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = parseProcStat(Number(entry), fs.readFileSync(`/proc/${entry}/stat`, "utf8"));
      if (stat) found.push(stat);
    } catch {
      // gone between the listing and the read
    }
  }
  return found;
}

/** Whether this machine lets the bench read processes' CPU (Linux's /proc). */
export const canMeasureCpu = () => fs.existsSync("/proc/self/stat");

/** The CPU spent so far by the server whose process group is `serverGroup`, by PostgreSQL, and by this process. */
export function cpuSnapshot(serverGroup: number): CpuSnapshot {
  const all = processes();
  const byPid = (keep: (p: ProcStat) => boolean) => new Map(all.filter(keep).map((p) => [p.pid, p.cpuMs]));
  const own = process.cpuUsage();
  return { server: byPid((p) => p.processGroup === serverGroup), postgres: byPid((p) => p.command === "postgres"), client: (own.user + own.system) / 1000 };
}

/**
 * The CPU spent between two snapshots, per request. A process that started between them counts whole; one that
 * ended between them (a pool's idle connection closed) is left out, so a figure may fall short, never over.
 */
export function cpuPerRequest(before: CpuSnapshot, after: CpuSnapshot, requests: number): CpuPerRequest {
  const spent = (a: Map<number, number>, b: Map<number, number>) => [...b].reduce((sum, [pid, ms]) => sum + Math.max(0, ms - (a.get(pid) ?? 0)), 0);
  const per = (ms: number) => (requests > 0 ? ms / requests : 0);
  return { server: per(spent(before.server, after.server)), postgres: per(spent(before.postgres, after.postgres)), client: per(after.client - before.client) };
}
