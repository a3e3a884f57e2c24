/** ISO 8601 UTC with seconds, no fraction: 2026-11-21T10:00:00Z (docs/api.md "Conventions"). */
export function isoSeconds(date: Date | null | undefined): string | undefined {
  if (!date) return undefined;
  const iso = date.toISOString();
  // Years 0–9999 render as YYYY-MM-DDTHH:mm:ss.sssZ; the rare others keep the general form.
  return iso.length === 24 ? `${iso.slice(0, 19)}Z` : iso.replace(/\.\d{3}Z$/, "Z");
}

export function addDays(date: Date, days: number): Date {
  return new Date(date.getTime() + days * 86_400_000);
}
