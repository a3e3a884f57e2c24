// Who did what to one thing (docs/admin.md "Who did what"): its latest recorded changes, newest first, each with the
// person, the time and the change in words. Summaries are shown as text.
import { UtcMoment } from "./utc-moment";
import type { ActivityEntry } from "@/lib/commerce/activity/activity";
import { PageSection } from "./page-section";

/** `entries` oldest first (as activityOf reads them); the latest `limit` are shown. */
export function ActivityList({ entries, id = "activity-heading", limit = 20 }: { entries: ActivityEntry[]; id?: string; limit?: number }) {
  const newest = entries.slice(-limit).reverse();
  return (
    <PageSection id={id} title="Activity">
      {newest.length ? (
        <ol className="mt-2 divide-y divide-stone-200 rounded-lg border border-stone-200 bg-white text-sm" data-testid="activity-list">
          {newest.map((entry) => (
            <li key={entry.id} className="px-3 py-2" data-testid="activity-entry">
              <span className="block break-words">{entry.summary}</span>
              <span className="text-stone-600">
                {entry.actor} · <UtcMoment date={entry.at} />
              </span>
            </li>
          ))}
        </ol>
      ) : (
        <p className="mt-2 text-sm text-stone-600">No changes recorded yet.</p>
      )}
    </PageSection>
  );
}
