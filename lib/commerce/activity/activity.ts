// Who did what in the back office (docs/admin.md "Who did what"). Every admin change is written with the person and
// the time: a staff member by id and by the name they had then, an API client as "API". One home for the words of
// the actor, so the order's timeline and every other list name people the same way.
import type { Executor } from "@/lib/storage/db";
import { activityStore, type ActivityRow } from "@/lib/storage/activity/activity-store";
import type { Caller } from "../auth/tokens";
import { now } from "../clock";

/** What was done; a stable word kept in the row (the summary says it in words). */
export type ActivityAction = string;

export type ActivitySubject = { type: string; id: string | null };

export type ActivityEntry = {
  id: string;
  at: Date;
  staffId: string | null;
  actor: string;
  action: ActivityAction;
  subject: ActivitySubject;
  summary: string;
};

/** How an entry names who did it: the staff member's name, else "API" (a client-credentials caller), else "Shopper". */
export function actorName(caller: Caller): string {
  if (caller.staff) return caller.staff.name || caller.staff.email;
  return caller.grant === "client_credentials" ? "API" : "Shopper";
}

const entryOf = (row: ActivityRow): ActivityEntry => ({
  id: row.id,
  at: row.at,
  staffId: row.staffId,
  actor: row.actor,
  action: row.action,
  subject: { type: row.subjectType, id: row.subjectId },
  summary: row.summary,
});

/**
 * Records one change. Pass the change's transaction as `executor` where there is one, so the change and its record
 * land together or not at all.
 */
export async function recordActivity(
  caller: Caller,
  change: { action: ActivityAction; subject: ActivitySubject; summary: string },
  executor?: Executor,
): Promise<ActivityEntry> {
  const row = await activityStore().append(
    {
      at: now(),
      staffId: caller.staff?.id ?? null,
      actor: actorName(caller),
      action: change.action,
      subjectType: change.subject.type,
      subjectId: change.subject.id,
      summary: change.summary.slice(0, 5000),
    },
    executor,
  );
  return entryOf(row);
}

/** A subject's latest entries (at most `limit`), oldest first. */
export async function activityOf(subject: { type: string; id: string }, limit = 200): Promise<ActivityEntry[]> {
  return (await activityStore().forSubject(subject.type, subject.id, limit)).map(entryOf);
}
