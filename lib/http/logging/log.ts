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

/**
 * A failed query's parameters carry customers' data (an e-mail, a street address): they never reach a log. Drizzle
 * lists them in its error's message (`Failed query: …\nparams: …`) and keeps them as `params`; the database's own
 * error may repeat a row's values in `detail` ("Failing row contains (…)", "Key (email)=(…) already exists").
 */
const withoutParams = (text: string) => text.replace(/\n?params:[\s\S]*?(?=\n\s+at |$)/g, " [params withheld]");
/** Fields of a database error that can hold a row's values. */
const PERSONAL_FIELDS = new Set(["params", "detail", "where", "internalQuery"]);

/** The error's text with its own parameter list taken out, or any `params: …` line when it keeps none. */
function textWithoutParams(text: string, params: unknown): string {
  if (Array.isArray(params) && params.length > 0) {
    const listed = `params: ${String(params)}`;
    text = text.split(`\n${listed}`).join(" [params withheld]").split(listed).join("[params withheld]");
  }
  return withoutParams(text);
}

/**
 * A copy of an error that a log may show: its name, message and stack without the query's parameters, its code and
 * the fields that say what failed (constraint, table, the framework's digest), and its cause likewise; never a
 * `params`, `detail`, `where` or `internalQuery`. Anything else is returned as it is.
 */
export function redactedError<T>(value: T, depth = 0): T | Error {
  if (!(value instanceof Error) || depth > 5) return value;
  const source = value as Error & Record<string, unknown>;
  const copy = new Error(textWithoutParams(value.message, source.params)) as Error & Record<string, unknown>;
  // Still of its kind (a DrizzleQueryError, the driver's DatabaseError), for whoever reads or inspects it.
  Object.setPrototypeOf(copy, Object.getPrototypeOf(value));
  copy.name = value.name;
  copy.stack = typeof value.stack === "string" ? textWithoutParams(value.stack, source.params) : undefined;
  for (const key of Object.keys(value)) {
    if (PERSONAL_FIELDS.has(key) || key === "cause") continue;
    const field = source[key];
    copy[key] = typeof field === "string" ? textWithoutParams(field, source.params) : field;
  }
  if (value.cause !== undefined) copy.cause = redactedError(value.cause, depth + 1);
  return copy;
}

const redactedArgument = (value: unknown) => (typeof value === "string" ? withoutParams(value) : redactedError(value));

/**
 * Everything the server writes to its console, the framework's own error output included (a Server Component or
 * Action that fails is logged by Next.js with the error whole), goes through redactedError. Installed once, at start
 * (server-start.ts). docs/security.md "Logs".
 */
export function redactConsole(target: Console = console): void {
  const marked = target as Console & { __cartwrightRedacted?: boolean };
  if (marked.__cartwrightRedacted) return;
  marked.__cartwrightRedacted = true;
  for (const method of ["error", "warn", "log", "info", "debug", "trace"] as const) {
    const write = target[method].bind(target);
    target[method] = (...args: unknown[]) => write(...args.map(redactedArgument));
  }
}

/**
 * What a log may say about an error: its message and code, and its cause's, without the SQL parameters
 * that a failed query's message lists (an e-mail, a street address), and its stack likewise.
 */
export function errorFields(error: unknown): { error: string; code?: string; stack?: string } {
  const clean = redactedError(error) as { message?: unknown; code?: unknown; stack?: unknown; cause?: unknown };
  const message = withoutParams(String(clean?.message ?? error)).slice(0, 2000);
  const cause = clean?.cause as { message?: unknown; code?: unknown } | undefined;
  const causeText = cause && typeof cause === "object" ? ` (cause: ${cause.code ? `${String(cause.code)} ` : ""}${withoutParams(String(cause.message ?? ""))})` : "";
  return {
    error: message + causeText,
    ...(typeof clean?.code === "string" ? { code: clean.code } : typeof cause?.code === "string" ? { code: cause.code } : {}),
    ...(typeof clean?.stack === "string" ? { stack: withoutParams(clean.stack).slice(0, 4000) } : {}),
  };
}
