// A bundle line's chosen components as a person reads them: in the bundle's own order, named from the catalog (else
// by their keys), each option with its units for `lineQuantity` bundles (1 for the cart's "per bundle" view, the
// line's quantity for what to pick when packing). No zod here: the cart's client components use it.
import type { LineProductInfo } from "../carts/cart-page-read";

export type BundlePick = { name: string; picks: { name: string; quantity: number }[] };

/** A bundle's selections in the bundle's own order, each option's units multiplied by the line's quantity. */
export function bundlePicks(selected: Record<string, Record<string, number>>, lineQuantity: number, info?: LineProductInfo): BundlePick[] {
  const known = Object.keys(info?.components ?? {}).filter((key) => Object.hasOwn(selected, key));
  const keys = [...known, ...Object.keys(selected).filter((key) => !known.includes(key))];
  return keys.map((key) => {
    const component = info?.components[key];
    const ordered = Object.keys(component?.options ?? {}).filter((id) => Object.hasOwn(selected[key], id));
    const ids = [...ordered, ...Object.keys(selected[key]).filter((id) => !ordered.includes(id))];
    return { name: component?.name ?? key, picks: ids.map((id) => ({ name: component?.options[id] ?? id, quantity: selected[key][id] * lineQuantity })) };
  });
}
