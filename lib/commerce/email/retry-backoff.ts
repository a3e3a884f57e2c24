// When a message that could not be sent is tried again (docs/email.md "Retries"): 30 s after the first failure,
// then four times longer each time (2 min, 8 min, 32 min, ~2 h, 6 h at most), eight attempts in all (about 15 h):
// an SMTP server that is down for a night still gets the message. A permanent refusal (a 5xx reply: no such
// mailbox, message refused) is not retried.

export const MAX_ATTEMPTS = 8;
const FIRST_DELAY_MS = 30_000;
const LONGEST_DELAY_MS = 6 * 3600_000;

/** After `attempts` failed attempts: how long to wait before the next, or undefined when it is time to give up. */
export function retryDelayMs(attempts: number, permanent = false): number | undefined {
  if (permanent || attempts >= MAX_ATTEMPTS) return undefined;
  return Math.min(FIRST_DELAY_MS * 4 ** Math.max(0, attempts - 1), LONGEST_DELAY_MS);
}

/** Whether an SMTP error is a permanent refusal (a 5xx reply code); connection trouble and 4xx are not. */
export function isPermanentFailure(error: unknown): boolean {
  const code = (error as { responseCode?: unknown } | undefined)?.responseCode;
  return typeof code === "number" && code >= 500 && code < 600;
}
