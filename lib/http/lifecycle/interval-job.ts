// Background work a server runs on an interval (billing, the e-mail sender): a run never starts while the last is
// running, a failed run is logged and the next one tries again, and the timer alone never keeps a process alive
// (a drain exits without waiting for it).
import { numberSetting } from "@/lib/env/number-setting";
import { errorFields, log } from "../logging/log";

const holder = globalThis as unknown as { __cartwrightJobs?: Map<string, NodeJS.Timeout> };
const jobs = (holder.__cartwrightJobs ??= new Map());

/** Interval seconds from the environment (number-setting.ts): `fallback` when unset or blank; 0, below zero or not a number turns it off. */
export function intervalMs(value: string | undefined, fallbackSeconds: number): number {
  return numberSetting(value, fallbackSeconds, { invalid: 0 }) * 1000;
}

export function startIntervalJob(name: string, interval: number, run: () => Promise<void>): void {
  if (interval === 0 || jobs.has(name)) return;
  let running = false;
  const tick = async () => {
    if (running) return;
    running = true;
    try {
      await run();
    } catch (error) {
      log("error", `${name} failed`, { error: errorFields(error).error });
    } finally {
      running = false;
    }
  };
  const timer = setInterval(() => void tick(), interval);
  timer.unref();
  jobs.set(name, timer);
}

export function stopIntervalJob(name: string): void {
  clearInterval(jobs.get(name));
  jobs.delete(name);
}
