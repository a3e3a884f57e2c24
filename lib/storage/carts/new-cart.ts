// What a new cart takes from the store's cart settings of its creation time (expiry days, discount
// settings, snapshot date), read inside the statement that inserts the cart, so creating or locking a
// cart is one statement. Every way a cart is made (POST /v2/carts, a GET or an add of an unknown id)
// uses these values: there is no second copy of the rule.
import { sql, type Placeholder, type SQL } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import { cartSettings } from "../schema";

export type CartSettings = {
  cartExpiryDays: number;
  customDiscountsEnabled: boolean;
  useRulePromotions: boolean;
  snapshotDate: string;
};

/** The settings of a store that has saved none. */
export const DEFAULT_CART_SETTINGS: CartSettings = {
  cartExpiryDays: 7,
  customDiscountsEnabled: false,
  useRulePromotions: false,
  snapshotDate: "",
};

/** The columns of a new cart, as SQL values for an INSERT into carts. */
export function newCartValuesSql(id: string | Placeholder | SQL): { id: string | Placeholder | SQL; expiryDays: SQL; customDiscountsEnabled: SQL; useRulePromotions: SQL; snapshotDate: SQL } {
  const setting = (column: AnyPgColumn, fallback: unknown) =>
    sql`coalesce((select ${column} from ${cartSettings} where ${cartSettings.id} = 'cart'), ${fallback})`;
  return {
    id,
    expiryDays: setting(cartSettings.cartExpiryDays, DEFAULT_CART_SETTINGS.cartExpiryDays),
    customDiscountsEnabled: setting(cartSettings.customDiscountsEnabled, DEFAULT_CART_SETTINGS.customDiscountsEnabled),
    useRulePromotions: setting(cartSettings.useRulePromotions, DEFAULT_CART_SETTINGS.useRulePromotions),
    snapshotDate: setting(cartSettings.snapshotDate, DEFAULT_CART_SETTINGS.snapshotDate),
  };
}
