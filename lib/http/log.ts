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
