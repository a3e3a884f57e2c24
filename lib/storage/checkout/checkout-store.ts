// The checkout store: the store's shipping methods and tax rates checkout prices with, the checkout drafts
// kept with carts, and preparing a cart for checkout as one transaction (lib/commerce/checkout).
import { and, asc, eq, sql } from "drizzle-orm";
import { batchedTransaction, getDb } from "../db";
import { serialisedByCart } from "../carts/cart-queue";
import { cartRead } from "../carts/read-cart";
import type { CartContents, DiscountContext } from "../carts/rows";
import { cartLocked, lockCartStatement, preparationStatements, type CheckoutPreparation } from "./prepare-statements";

export type { CheckoutPreparation } from "./prepare-statements";
import { isUniqueViolation } from "../errors";
import { checkoutDrafts, shippingMethods, taxRates } from "../schema";

export type ShippingMethodRow = typeof shippingMethods.$inferSelect;
export type TaxRateRow = typeof taxRates.$inferSelect;
export type CheckoutDraftRow = typeof checkoutDrafts.$inferSelect;
export type ShippingMethodValues = Omit<typeof shippingMethods.$inferInsert, "id" | "createdAt">;
export type TaxRateValues = Omit<typeof taxRates.$inferInsert, "createdAt">;
/** A tax rate's key: a country (or `*`) and a region of it ('' for the whole country). */
export type TaxDestination = { country: string; region: string };

const isDestination = ({ country, region }: TaxDestination) => and(eq(taxRates.country, country), eq(taxRates.region, region));

type Contents = CartContents & { discounts: DiscountContext };

/** One preparation, as one transaction under the cart's lock: lock and read, then one write that reads the cart back. */
export type PreparationUnit = {
  /** The cart, locked; undefined when there is no such cart. */
  lockAndRead(): Promise<Contents | undefined>;
  write(plan: CheckoutPreparation): Promise<Contents>;
};

export type CheckoutStore = {
  /** In the store's order (position, then id). */
  shippingMethods(): Promise<ShippingMethodRow[]>;
  /** In the order of their destinations (`*` first; a country's whole-country rate before its regions'). */
  taxRates(): Promise<TaxRateRow[]>;
  shippingMethod(id: string): Promise<ShippingMethodRow | undefined>;
  insertShippingMethod(id: string, values: ShippingMethodValues): Promise<ShippingMethodRow>;
  /** The changed method, or undefined when there is none with this id. */
  updateShippingMethod(id: string, values: ShippingMethodValues): Promise<ShippingMethodRow | undefined>;
  /** Whether there was one to delete. */
  deleteShippingMethod(id: string): Promise<boolean>;
  /** A destination's rate: its country and region ('' for the whole country). */
  taxRate(destination: TaxDestination): Promise<TaxRateRow | undefined>;
  /** The new rate, or "taken" when the destination has one already. */
  insertTaxRate(values: TaxRateValues): Promise<TaxRateRow | "taken">;
  /** The rate of `destination` replaced by `values` (its destination may change): undefined when there is none, "taken" when the new destination has one. */
  updateTaxRate(destination: TaxDestination, values: TaxRateValues): Promise<TaxRateRow | undefined | "taken">;
  deleteTaxRate(destination: TaxDestination): Promise<boolean>;
  /** Keeps the draft with the cart, replacing the one it had; false when the cart does not exist. */
  saveDraft(cartId: string, draft: { details: unknown; step: number; shippingMethodId: string }): Promise<boolean>;
  readDraft(cartId: string): Promise<CheckoutDraftRow | undefined>;
  forgetDraft(cartId: string): Promise<void>;
  /** Prepares the cart for checkout (PreparationUnit), serialised with the cart's other changes. */
  prepare<T>(cartId: string, work: (unit: PreparationUnit) => Promise<T>): Promise<T>;
};

/** "taken" when `write` hits the destination's primary key (another rate has it). */
async function unlessTaken<T>(write: () => Promise<T>): Promise<T | "taken"> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) return "taken";
    throw error;
  }
}

export const checkoutStore: CheckoutStore = {
  async shippingMethods() {
    return (await getDb()).select().from(shippingMethods).orderBy(asc(shippingMethods.position), asc(shippingMethods.id));
  },

  async taxRates() {
    return (await getDb()).select().from(taxRates).orderBy(asc(taxRates.country), asc(taxRates.region));
  },

  async shippingMethod(id) {
    const [row] = await (await getDb()).select().from(shippingMethods).where(eq(shippingMethods.id, id));
    return row;
  },

  async insertShippingMethod(id, values) {
    const [row] = await (await getDb()).insert(shippingMethods).values({ ...values, id }).returning();
    return row;
  },

  async updateShippingMethod(id, values) {
    const [row] = await (await getDb()).update(shippingMethods).set(values).where(eq(shippingMethods.id, id)).returning();
    return row;
  },

  async deleteShippingMethod(id) {
    return (await (await getDb()).delete(shippingMethods).where(eq(shippingMethods.id, id)).returning({ id: shippingMethods.id })).length > 0;
  },

  async taxRate(destination) {
    const [row] = await (await getDb()).select().from(taxRates).where(isDestination(destination));
    return row;
  },

  async insertTaxRate(values) {
    return unlessTaken(async () => (await (await getDb()).insert(taxRates).values(values).returning())[0]);
  },

  async updateTaxRate(destination, values) {
    return unlessTaken(async () => (await (await getDb()).update(taxRates).set(values).where(isDestination(destination)).returning())[0]);
  },

  async deleteTaxRate(destination) {
    return (await (await getDb()).delete(taxRates).where(isDestination(destination)).returning({ country: taxRates.country })).length > 0;
  },

  async saveDraft(cartId, draft) {
    const details = JSON.stringify(draft.details);
    const saved = await (await getDb()).execute<{ cart_id: string }>(sql`
      insert into ${checkoutDrafts} (cart_id, details, step, shipping_method_id, updated_at)
      select id, ${details}::jsonb, ${draft.step}, ${draft.shippingMethodId}, now() from carts where id = ${cartId}
      on conflict (cart_id) do update
        set details = excluded.details, step = excluded.step, shipping_method_id = excluded.shipping_method_id, updated_at = now()
      returning cart_id`);
    return (saved as unknown as { rows: { cart_id: string }[] }).rows.length > 0;
  },

  async readDraft(cartId) {
    const [row] = await (await getDb()).select().from(checkoutDrafts).where(eq(checkoutDrafts.cartId, cartId));
    return row;
  },

  async forgetDraft(cartId) {
    await (await getDb()).delete(checkoutDrafts).where(eq(checkoutDrafts.cartId, cartId));
  },

  prepare(cartId, work) {
    return serialisedByCart(cartId, () =>
      batchedTransaction((batch) =>
        work({
          async lockAndRead() {
            const read = cartRead(cartId);
            const [locked, ...rows] = await batch.run([lockCartStatement(cartId), ...read.statements]);
            return cartLocked(locked) ? read.parse(rows) : undefined;
          },
          async write(plan) {
            const statements = preparationStatements(cartId, plan);
            const read = cartRead(cartId);
            const rows = await batch.commit([...statements, ...read.statements]);
            return read.parse(rows.slice(statements.length))!;
          },
        }),
      ),
    );
  },
};
