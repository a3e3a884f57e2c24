// Reading and changing the store's cart settings (docs/api.md "Cart settings"). The rules are in validate.ts; this
// module merges a PUT with what is stored and writes the result in one transaction, so a refused
// request stores nothing and two concurrent PUTs cannot interleave their merges.
import { eq } from "drizzle-orm";
import { z } from "zod";
import { getDb, type Tx } from "@/lib/storage/db";
import { cartSettings } from "@/lib/storage/schema";
import { parseOrThrow } from "../validation";
import { readCartSettings, type CartSettings } from "./cart-settings";
import { cartSettingsDocumentSchema, mergeCartSettings, type CartSettingsValues } from "./validate";

/** The settings in the API's (and the form's) field names. */
export function cartSettingsValues(settings: CartSettings): CartSettingsValues {
  return {
    cart_expiry_days: settings.cartExpiryDays,
    discounts: {
      custom_discounts_enabled: settings.customDiscountsEnabled,
      use_rule_promotions: settings.useRulePromotions,
    },
    snapshot_date: settings.snapshotDate,
  };
}

/** GET /v2/settings/cart, and what the admin page shows. */
export async function getCartSettings(): Promise<CartSettings> {
  return readCartSettings(await getDb());
}

/** The settings row, created with the defaults when missing, locked for this transaction. */
async function lockCartSettings(tx: Tx): Promise<CartSettings> {
  await tx.insert(cartSettings).values({ id: "cart" }).onConflictDoNothing();
  await tx.select({ id: cartSettings.id }).from(cartSettings).where(eq(cartSettings.id, "cart")).for("update");
  return readCartSettings(tx);
}

const envelopeSchema = z.object({
  data: z.record(z.string(), z.unknown(), { error: "data must be an object with type settings." }),
});

/** PUT /v2/settings/cart: merges the request's fields over the stored ones and stores the result. */
export async function updateCartSettings(body: unknown): Promise<CartSettings> {
  const { data } = parseOrThrow(envelopeSchema, body, "");
  const db = await getDb();
  return db.transaction(async (tx) => {
    const stored = await lockCartSettings(tx);
    const merged = mergeCartSettings(cartSettingsValues(stored), data);
    const next = parseOrThrow(cartSettingsDocumentSchema, merged, "data");
    const values = {
      cartExpiryDays: next.cart_expiry_days,
      customDiscountsEnabled: next.discounts.custom_discounts_enabled,
      useRulePromotions: next.discounts.use_rule_promotions,
      snapshotDate: next.snapshot_date,
    };
    await tx
      .update(cartSettings)
      .set({ ...values, updatedAt: new Date() })
      .where(eq(cartSettings.id, "cart"));
    return values;
  });
}
