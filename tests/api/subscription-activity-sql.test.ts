// "An inactive subscription" has one TypeScript home (lib/commerce/subscriptions/subscription-activity.ts isInactive)
// and one SQL twin (lib/storage/subscriptions/active-sql.ts, the billing run's scan). This property test runs both
// on random flags against the database (PGlite here, PostgreSQL in the suite's second run) and fails when they
// disagree: through the twin alone, and through the store's scan of what is due.
import { and, eq, sql } from "drizzle-orm";
import fc from "fast-check";
import { beforeAll, describe, expect, it } from "vitest";
import { isInactive } from "@/lib/commerce/subscriptions/subscription-activity";
import { getDb } from "@/lib/storage/db";
import { subscriptions } from "@/lib/storage/schema";
import { activeSubscriptionSql } from "@/lib/storage/subscriptions/active-sql";
import { subscriptionStore } from "@/lib/storage/subscriptions/subscription-store";
import { adminToken } from "../support/api";
import { buildOffering } from "../support/subscription-fixtures";

let subscriptionId: string;
const DUE = new Date("2020-01-01T00:00:00Z");

beforeAll(async () => {
  const offering = await buildOffering(await adminToken(), { name: "Activity Twin" });
  const db = await getDb();
  const [row] = await db
    .insert(subscriptions)
    .values({ accountId: "00000000-0000-4000-8000-000000000001", offeringId: offering.id, planId: offering.planIds[0], currency: "USD", invoiceAfter: DUE })
    .returning({ id: subscriptions.id });
  subscriptionId = row.id;
});

const flags = fc.record({ canceled: fc.boolean(), paused: fc.boolean(), closed: fc.boolean(), suspended: fc.boolean(), pending: fc.boolean() });

describe("the SQL twin of an inactive subscription", () => {
  it("finds a subscription active exactly when isInactive says it is not", async () => {
    const db = await getDb();
    await fc.assert(
      fc.asyncProperty(flags, async (set) => {
        await db.update(subscriptions).set(set).where(eq(subscriptions.id, subscriptionId));
        const [{ active }] = await db
          .select({ active: sql<number>`count(*)::int` })
          .from(subscriptions)
          .where(and(eq(subscriptions.id, subscriptionId), activeSubscriptionSql()));
        expect(active === 1).toBe(!isInactive(set));
      }),
      { numRuns: 32 },
    );
  });

  it("the billing run's scan of what is due takes a due subscription exactly when it is active", async () => {
    const db = await getDb();
    await fc.assert(
      fc.asyncProperty(flags, async (set) => {
        await db.update(subscriptions).set(set).where(eq(subscriptions.id, subscriptionId));
        const due = await subscriptionStore().due(DUE);
        expect(due.includes(subscriptionId)).toBe(!isInactive(set));
      }),
      { numRuns: 32 },
    );
  });
});
