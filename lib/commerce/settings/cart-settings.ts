// The store's cart settings as the domain holds them (docs/api.md "Cart settings"); reading and changing them is
// update.ts, the rules validate.ts, the API's rendering cart-settings-resource.ts.
export { DEFAULT_CART_SETTINGS, type CartSettings } from "@/lib/storage/settings/cart-settings-store";
