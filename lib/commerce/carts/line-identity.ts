// Line identity: what makes two adds the same cart line (docs/api.md). A product line is (product,
// custom_inputs, bundle_configuration, shipping_group_id); a custom item with a sku is its sku; a custom
// item without a sku is a line of its own; a promotion has one line however many codes it has; a subscription
// is (offering, plan). Compared
// as canonical JSON, so key order and empty values never split or join lines by accident. Lines of the
// same identity are one line: line-merge.ts says how they merge.
import { randomUUID } from "node:crypto";

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

/** JSON with object keys sorted at every depth; `undefined` members are left out, as JSON does. */
export function canonicalJson(value: unknown): string {
  return JSON.stringify(sortKeys(value));
}

function sortKeys(value: unknown): Json {
  if (Array.isArray(value)) return value.map((v) => (v === undefined ? null : sortKeys(v)));
  if (value && typeof value === "object") {
    const out: { [key: string]: Json } = {};
    for (const key of Object.keys(value).sort()) {
      const member = (value as Record<string, unknown>)[key];
      if (member !== undefined) out[key] = sortKeys(member);
    }
    return out;
  }
  return value as Json;
}

const isEmptyObject = (value: object | null | undefined) => !value || Object.keys(value).length === 0;

export type ProductLineKey = {
  productId: string;
  customInputs?: Record<string, string> | null;
  bundleConfiguration?: { selected_options: Record<string, Record<string, number>> } | null;
  shippingGroupId?: string | null;
};

/** The identity of a product line. No custom inputs and `{}` are the same; so are no group and null. */
export function productLineIdentity(key: ProductLineKey): string {
  return canonicalJson({
    type: "cart_item",
    product: key.productId,
    custom_inputs: isEmptyObject(key.customInputs) ? null : key.customInputs,
    bundle_configuration: isEmptyObject(key.bundleConfiguration?.selected_options) ? null : key.bundleConfiguration,
    shipping_group_id: key.shippingGroupId || null,
  });
}

/** Custom items with the same sku are one line; a custom item without a sku is always a new line. */
export function customItemIdentity(sku: string | undefined | null): string {
  return sku ? canonicalJson({ type: "custom_item", sku }) : canonicalJson({ type: "custom_item", line: randomUUID() });
}

/** The identity of a promotion's line: one line per promotion, however many codes it has. */
export function promotionLineIdentity(promotionId: string): string {
  return canonicalJson({ type: "promotion_item", promotion: promotionId });
}

/** The identity of a subscription line: one line per offering and plan, its quantity summed. */
export function subscriptionLineIdentity(offeringId: string, planId: string): string {
  return canonicalJson({ type: "subscription_item", offering: offeringId.toLowerCase(), plan: planId.toLowerCase() });
}
