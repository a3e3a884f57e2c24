// EP's card gateways' settings (table payment_gateways; lib/commerce/payments/gateway-settings.ts decides what they
// may hold). A gateway never written has the defaults: off, not in test mode, no fields. A change is a unit of work:
// the row is created with the defaults when missing and locked, the domain merges and judges, the result is written.
import { eq } from "drizzle-orm";
import { getDb, type Executor } from "../db";
import { paymentGateways } from "../schema";

export type StoredGateway = { enabled: boolean; test: boolean; fields: Record<string, string> };

export const DEFAULT_GATEWAY: StoredGateway = { enabled: false, test: false, fields: {} };

export type GatewayStore = {
  /** Every stored gateway's settings by slug (a gateway never written is absent). */
  readAll(): Promise<Map<string, StoredGateway>>;
  read(slug: string): Promise<StoredGateway>;
  /** `decide` is given the stored settings under the row's lock and returns the new ones (or throws: nothing is stored). */
  change(slug: string, decide: (stored: StoredGateway) => StoredGateway, at: Date): Promise<StoredGateway>;
};

const storedOf = (row: typeof paymentGateways.$inferSelect): StoredGateway => ({ enabled: row.enabled, test: row.test, fields: row.fields });

async function readOne(db: Executor, slug: string): Promise<StoredGateway> {
  const [row] = await db.select().from(paymentGateways).where(eq(paymentGateways.slug, slug));
  return row ? storedOf(row) : { ...DEFAULT_GATEWAY, fields: {} };
}

const sqlGatewayStore: GatewayStore = {
  async readAll() {
    const rows = await (await getDb()).select().from(paymentGateways);
    return new Map(rows.map((row) => [row.slug, storedOf(row)]));
  },
  async read(slug) {
    return readOne(await getDb(), slug);
  },
  async change(slug, decide, at) {
    return (await getDb()).transaction(async (tx) => {
      await tx.insert(paymentGateways).values({ slug }).onConflictDoNothing();
      await tx.select({ slug: paymentGateways.slug }).from(paymentGateways).where(eq(paymentGateways.slug, slug)).for("update");
      const next = decide(await readOne(tx, slug));
      await tx
        .update(paymentGateways)
        .set({ ...next, updatedAt: at })
        .where(eq(paymentGateways.slug, slug));
      return next;
    });
  },
};

export function gatewayStore(): GatewayStore {
  return sqlGatewayStore;
}
