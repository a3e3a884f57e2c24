// Structured JSON logs, one line each. LOG_LEVEL=silent (tests) or error|warn|info.
const LEVELS = { error: 0, warn: 1, info: 2 } as const;
type Level = keyof typeof LEVELS;

function threshold(): number {
  const configured = process.env.LOG_LEVEL ?? "info";
  if (configured === "silent") return -1;
  return LEVELS[configured as Level] ?? LEVELS.info;
}

/** Whether a line of this level is written (so a caller can skip gathering its fields). */
export const logs = (level: Level) => LEVELS[level] <= threshold();

export function log(level: Level, message: string, fields: Record<string, unknown> = {}): void {
  if (!logs(level)) return;
  const line = JSON.stringify({ time: new Date().toISOString(), level, msg: message, ...fields });
  if (level === "error") console.error(line);
  else console.log(line);
}

/** A query's parameters (`params: …` of a failed-query error) carry customers' data: they never reach a log. */
const withoutParams = (text: string) => text.replace(/\n?params:[\s\S]*?(?=\n\s+at |$)/g, " [params withheld]");

/**
 * What a log may say about an error: its message and code, and its cause's, without the SQL parameters
 * that a failed query's message lists (an e-mail, a street address), and its stack likewise.
 */
export function errorFields(error: unknown): { error: string; code?: string; stack?: string } {
  const err = error as { message?: unknown; code?: unknown; stack?: unknown; cause?: unknown };
  const message = withoutParams(String(err?.message ?? error)).slice(0, 2000);
  const cause = err?.cause as { message?: unknown; code?: unknown } | undefined;
  const causeText = cause && typeof cause === "object" ? ` (cause: ${cause.code ? `${String(cause.code)} ` : ""}${withoutParams(String(cause.message ?? ""))})` : "";
  return {
    error: message + causeText,
    ...(typeof err?.code === "string" ? { code: err.code } : typeof cause?.code === "string" ? { code: cause.code } : {}),
    ...(typeof err?.stack === "string" ? { stack: withoutParams(err.stack).slice(0, 4000) } : {}),
  };
}
