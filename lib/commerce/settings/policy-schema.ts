// The store's policy pages (docs/admin.md "Policy pages"): which there are, and what a policy's title and body may
// hold. Apart from the storage so the admin form and its Server Action judge alike.
import { z } from "zod";

export const POLICIES = [
  { slug: "refund-policy", title: "Refund policy" },
  { slug: "privacy-policy", title: "Privacy policy" },
  { slug: "terms-of-service", title: "Terms of service" },
  { slug: "shipping-policy", title: "Shipping policy" },
] as const;

export type PolicySlug = (typeof POLICIES)[number]["slug"];
export const POLICY_SLUGS = POLICIES.map((policy) => policy.slug) as [PolicySlug, ...PolicySlug[]];
export const isPolicySlug = (slug: string): slug is PolicySlug => (POLICY_SLUGS as readonly string[]).includes(slug);

export const POLICY_TITLE_MAX = 120;
export const POLICY_BODY_MAX = 20_000;

export const policySchema = z.object({
  slug: z.enum(POLICY_SLUGS, { error: "That is not one of the store's policies." }),
  title: z
    .string({ error: "Enter the policy's title." })
    .trim()
    .min(1, "Enter the policy's title.")
    .max(POLICY_TITLE_MAX, `Keep the title to ${POLICY_TITLE_MAX} characters.`)
    .refine((text) => !/[\u0000-\u001f\u007f]/.test(text), "The title can only hold one line of text."),
  body: z
    .string({ error: "Enter the policy's text, or leave it empty to hide it." })
    .overwrite((text) => text.replace(/\r\n?/g, "\n"))
    .trim()
    .max(POLICY_BODY_MAX, `Keep the text to ${POLICY_BODY_MAX.toLocaleString("en-GB")} characters.`)
    .refine((text) => !/[\u0000-\u0008\u000b-\u001f\u007f]/.test(text), "The text cannot hold control characters."),
});
export type PolicyValues = z.output<typeof policySchema>;
