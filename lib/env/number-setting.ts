// Reading a number from the environment, one rule for every setting: unset or blank means "not configured" (the
// default), a value that is not a number at or above the setting's least (or not whole where it must be) is
// treated as the setting says, by default as not configured. A leaf module: the proxy, the domain and the
// storage layer all read their settings through it.

export type NumberSettingRule = {
  /** The least value accepted (default 0). */
  min?: number;
  /** Only whole numbers are accepted. */
  integer?: boolean;
  /** What a value that breaks the rule means (default: the fallback). */
  invalid?: number;
};

/** `raw` read as the rule says: blank → `fallback`; not accepted → `rule.invalid ?? fallback`. */
export function numberSetting(raw: string | undefined, fallback: number, rule: NumberSettingRule = {}): number {
  if (raw === undefined || raw.trim() === "") return fallback;
  const n = Number(raw);
  const accepted = Number.isFinite(n) && n >= (rule.min ?? 0) && (!rule.integer || Number.isInteger(n));
  return accepted ? n : (rule.invalid ?? fallback);
}

/** The environment variable `name` read with `numberSetting`. */
export function envNumber(name: string, fallback: number, rule?: NumberSettingRule): number {
  return numberSetting(process.env[name], fallback, rule);
}
