// A small circuit breaker for the database: after a failed connection, requests fail fast (503) for
// OPEN_MS instead of each waiting out a connect timeout; the first request after that tries again,
// so service comes back by itself when the database does.
const OPEN_MS = 1000;

export class DatabaseUnavailableError extends Error {
  readonly code = "CIRCUIT_OPEN";
  constructor() {
    super("The database was unreachable a moment ago");
  }
}

const holder = globalThis as unknown as { __cartwrightCircuit?: { failedAt: number } };
const state = (holder.__cartwrightCircuit ??= { failedAt: 0 });

export const databaseCircuit = {
  recordFailure() {
    state.failedAt = Date.now();
  },
  recordSuccess() {
    state.failedAt = 0;
  },
  isOpen(now = Date.now()) {
    return state.failedAt !== 0 && now - state.failedAt < OPEN_MS;
  },
  assertClosed() {
    if (this.isOpen()) throw new DatabaseUnavailableError();
  },
};
