// The store's cart settings (one row, id 'cart'; lib/commerce/settings). A store that has saved none has the
// defaults (carts/new-cart.ts, which new carts read inside their INSERT). A change is a unit of work: the row
// is created with the defaults when missing and locked, the domain merges and judges, then the result is written.
import { eq } from "drizzle-orm";
import { getDb, type Executor } from "../db";
import { cartSettings } from "../schema";
import { DEFAULT_CART_SETTINGS, type CartSettings } from "../carts/new-cart";

export { DEFAULT_CART_SETTINGS, type CartSettings };

export type CartSettingsStore = {
  read(): Promise<CartSettings>;
  /** `decide` is given the stored settings under the row's lock and returns the new ones (or throws: nothing is stored). */
  change(decide: (stored: CartSettings) => CartSettings, at: Date): Promise<CartSettings>;
};

async function readSettings(db: Executor): Promise<CartSettings> {
  const [row] = await db.select().from(cartSettings).where(eq(cartSettings.id, "cart"));
  if (!row) return { ...DEFAULT_CART_SETTINGS };
  return {
    cartExpiryDays: row.cartExpiryDays,
    customDiscountsEnabled: row.customDiscountsEnabled,
    useRulePromotions: row.useRulePromotions,
    snapshotDate: row.snapshotDate,
  };
}

const sqlCartSettingsStore: CartSettingsStore = {
  async read() {
    return readSettings(await getDb());
  },
  async change(decide, at) {
    return (await getDb()).transaction(async (tx) => {
      await tx.insert(cartSettings).values({ id: "cart" }).onConflictDoNothing();
      await tx.select({ id: cartSettings.id }).from(cartSettings).where(eq(cartSettings.id, "cart")).for("update");
      const next = decide(await readSettings(tx));
      await tx
        .update(cartSettings)
        .set({ ...next, updatedAt: at })
        .where(eq(cartSettings.id, "cart"));
      return next;
    });
  },
};

export function cartSettingsStore(): CartSettingsStore {
  return sqlCartSettingsStore;
}
