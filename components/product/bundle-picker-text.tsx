// What the bundle picker shows that does not change as the shopper chooses, rendered on the server:
// each component's min/max in words, why a further option cannot be chosen, and each option's label
// (its quantity, name and, unless the bundle has a price of its own, its price in the shopper's currency).
import type { ComponentText } from "@/components/product/bundle-picker";
import { selectionRange, type BundleComponents } from "@/lib/commerce/carts/bundle-selection";
import { unitPriceIn } from "@/lib/commerce/carts/cart-currency";
import { formatMoney } from "@/lib/commerce/money";
import type { PriceMap } from "@/lib/shared/product-fields";
import { atMostReason, selectionRangeInWords } from "./selection-in-words";

export function bundlePickerText(
  components: BundleComponents,
  options: Record<string, { name: string; price: PriceMap }>,
  currency: string,
  { pricedAsAWhole = false }: { pricedAsAWhole?: boolean } = {},
): Record<string, ComponentText> {
  return Object.fromEntries(
    Object.entries(components).map(([key, component]) => {
      const range = selectionRange(component);
      const labels = Object.fromEntries(
        component.options.map((option) => {
          const product = options[option.id];
          const each = product && unitPriceIn(product, currency);
          return [
            option.id,
            <>
              <span className="font-medium">
                {option.quantity > 1 ? `${option.quantity} × ` : ""}
                {product?.name ?? "Unknown product"}
              </span>
              {/* A bundle priced as a whole costs the same whichever option is chosen: no option's own price. */}
              {pricedAsAWhole ? null : (
                <>
                  {" "}
                  <span className="text-sm text-stone-600">
                    {each ? `${formatMoney(each.amount, currency)}${option.quantity > 1 ? " each" : ""}` : `not available in ${currency}`}
                  </span>
                </>
              )}
            </>,
          ];
        }),
      );
      return [key, { range: selectionRangeInWords(range), full: atMostReason(component.name, range.max), options: labels }];
    }),
  );
}
