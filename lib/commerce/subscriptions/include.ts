// `include` is a comma list of `plans` and `products` (docs/api.md "Subscriptions"); unknown values are ignored.
export type Includes = { plans: boolean; products: boolean };

export function parseInclude(value: string | null | undefined): Includes {
  const parts = new Set((value ?? "").split(",").map((part) => part.trim().toLowerCase()));
  return { plans: parts.has("plans"), products: parts.has("products") };
}
