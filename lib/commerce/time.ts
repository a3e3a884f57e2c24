/** ISO 8601 UTC with seconds, no fraction: 2026-11-21T10:00:00Z (contract §1). */
export function isoSeconds(date: Date | null | undefined): string | undefined {
  if (!date) return undefined;
  return date.toISOString().replace(/\.\d{3}Z$/, "Z");
}

export function addDays(date: Date, days: number): Date {
  return new Date(date.getTime() + days * 86_400_000);
}
