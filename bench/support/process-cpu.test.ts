import { spawn } from "node:child_process";
import { describe, expect, it } from "vitest";
import { canMeasureCpu, cpuPerRequest, cpuSnapshot, parseProcStat, type CpuSnapshot } from "./process-cpu";

const snapshot = (server: [number, number][], postgres: [number, number][], client: number): CpuSnapshot => ({
  server: new Map(server),
  postgres: new Map(postgres),
  client,
});

describe("a bench's CPU per request", () => {
  it("reads user and system time and the process group from a stat line whose command holds spaces and parentheses", () => {
    // pid (comm) state ppid pgrp session tty tpgid flags minflt cminflt majflt cmajflt utime stime …
    const line = "4242 (next-server (v16) x) S 1 4200 4200 0 -1 4194560 100 0 0 0 250 30 0 0 20 0 11 0";
    expect(parseProcStat(4242, line)).toEqual({ pid: 4242, command: "next-server (v16) x", processGroup: 4200, cpuMs: 2800 });
  });

  it("divides what each process spent between the snapshots by the requests answered", () => {
    const before = snapshot([[1, 1000], [2, 500]], [[10, 200]], 50);
    const after = snapshot([[1, 1800], [2, 700]], [[10, 600]], 90);
    expect(cpuPerRequest(before, after, 100)).toEqual({ server: 10, postgres: 4, client: 0.4 });
  });

  it("counts a process that started between the snapshots whole, and leaves out one that ended, never going below zero", () => {
    // Backend 11 closed (its time leaves the sum: not counted as negative); backend 12 opened and spent 300 ms.
    const before = snapshot([], [[10, 200], [11, 5000]], 0);
    const after = snapshot([], [[10, 300], [12, 300]], 0);
    expect(cpuPerRequest(before, after, 100).postgres).toBe(4);
  });

  it.runIf(canMeasureCpu())("sees a live process of the server's group spend CPU", async () => {
    // The child spends 200 ms of CPU (its own count, whatever the machine's speed), says so, and waits to be killed.
    const work = "while (process.cpuUsage().user < 200000); console.log('done'); setInterval(() => {}, 1000);";
    const child = spawn(process.execPath, ["-e", work], { detached: true, stdio: ["ignore", "pipe", "ignore"] });
    try {
      const before = cpuSnapshot(child.pid!);
      await new Promise((resolve) => child.stdout!.once("data", resolve));
      const after = cpuSnapshot(child.pid!);
      const spent = cpuPerRequest(before, after, 1);
      expect(spent.server).toBeGreaterThanOrEqual(150);
    } finally {
      process.kill(-child.pid!, "SIGKILL");
    }
  });
});
