// The store's policy pages (docs/admin.md "Policy pages"): refund, privacy, terms and shipping, each a title and a
// body of plain text (lib/shared/policy-text.ts reads its paragraphs). A policy without a body is not shown: no
// page, no link in the footer or at checkout. Every change is recorded as who did what.
import { storeDetailsStore } from "@/lib/storage/settings/store-details-store";
import { expireCacheTags, STORE_SETTINGS_TAG } from "@/lib/cache/tags";
import { recordActivity } from "../activity/activity";
import type { Caller } from "../auth/tokens";
import { now } from "../clock";
import { parseOrThrow } from "../validation";
import { POLICIES, policySchema, type PolicySlug, type PolicyValues } from "./policy-schema";

export { POLICIES, isPolicySlug, policySchema, type PolicySlug, type PolicyValues } from "./policy-schema";

export type Policy = { slug: PolicySlug; title: string; body: string; updatedAt: Date | null };

/** Every policy, in the list's order: the stored title and body, else the default title and no body. */
export async function readPolicies(): Promise<Policy[]> {
  const stored = new Map((await storeDetailsStore.policies()).map((row) => [row.slug, row]));
  return POLICIES.map(({ slug, title }) => {
    const row = stored.get(slug);
    return row ? { slug, title: row.title, body: row.body, updatedAt: row.updatedAt } : { slug, title, body: "", updatedAt: null };
  });
}

/** The policies shoppers are shown: those with a body. */
export async function publishedPolicies(): Promise<Policy[]> {
  return (await readPolicies()).filter((policy) => policy.body !== "");
}

/** Stores one policy as `caller`, with its activity row, in one transaction. */
export async function updatePolicy(caller: Caller, input: PolicyValues): Promise<Policy> {
  const values = parseOrThrow(policySchema, input);
  const saved = await storeDetailsStore.transaction(async (tx): Promise<Policy> => {
    const row = await storeDetailsStore.savePolicy(values, now(), tx);
    const summary = values.body === "" ? `Hid the ${row.title} (no text)` : `Changed the ${row.title}`;
    await recordActivity(caller, { action: "settings.policy", subject: { type: "settings", id: "policies" }, summary }, tx);
    return { slug: values.slug, title: row.title, body: row.body, updatedAt: row.updatedAt };
  });
  // The storefront's footer, checkout line and policy pages show it from their next request.
  expireCacheTags([STORE_SETTINGS_TAG]);
  return saved;
}
