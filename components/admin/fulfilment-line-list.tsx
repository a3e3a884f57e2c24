// An order's lines as the shop makes and packs them (the admin order page, the packing slip): quantity, product
// and SKU, the engraving and other custom inputs, a bundle's components with the units to pick, what was refunded.
// Shopper text is rendered as text.
import type { Money } from "@/lib/commerce/money";
import type { FulfilmentLine } from "@/lib/commerce/orders/fulfilment-lines";

// `amounts`: each line's amount by its id, as the order's summary rows count it (with or without tax as the
// currency's prices are shown, docs/money.md); without it, the amount kept at checkout.
type Props = { lines: FulfilmentLine[]; showAmounts?: boolean; amounts?: ReadonlyMap<string, Money | undefined> };

export function FulfilmentLineList({ lines, showAmounts = true, amounts }: Props) {
  return (
    <ul className="mt-2 divide-y divide-stone-200 text-sm print:divide-stone-400">
      {lines.map((line) => (
        <li key={line.id} className="flex justify-between gap-4 py-3 break-inside-avoid" data-testid="fulfilment-line">
          <div className="min-w-0">
            <p className="font-medium">
              <span data-testid="fulfilment-quantity">{line.quantity}</span> × {line.name}
              {line.sku ? <span className="font-normal text-stone-600"> ({line.sku})</span> : null}
              {line.type === "custom_item" ? (
                // Not a catalog product: its price is the one the cart was given, to be verified.
                <span data-testid="admin-order-custom-line" className="ml-2 rounded border border-amber-700 px-1.5 text-xs font-medium text-amber-800">
                  Custom item: price set by the cart, verify it
                </span>
              ) : null}
            </p>
            {line.inputs.length ? (
              <dl className="mt-1" data-testid="fulfilment-inputs">
                {line.inputs.map((input) => (
                  <div key={input.name} className="flex flex-wrap gap-x-1">
                    <dt className="text-stone-600">{input.name}:</dt>
                    <dd className="break-all font-mono font-semibold" data-testid="fulfilment-input-text">
                      {input.text}
                    </dd>
                  </div>
                ))}
              </dl>
            ) : null}
            {line.components.length ? (
              <dl className="mt-1" data-testid="fulfilment-bundle">
                {line.components.map((component) => (
                  <div key={component.name} className="flex flex-wrap gap-x-1">
                    <dt className="text-stone-600">{component.name}:</dt>
                    <dd>{component.picks.map((pick) => `${pick.quantity} × ${pick.name}`).join(", ")}</dd>
                  </div>
                ))}
              </dl>
            ) : null}
            {line.refundedQuantity > 0 ? (
              <p className="mt-1 font-medium text-red-800" data-testid="fulfilment-refunded">
                {line.refundedQuantity} refunded{line.restockedQuantity > 0 ? `, ${line.restockedQuantity} put back in stock` : ""}
              </p>
            ) : null}
          </div>
          {showAmounts ? (
            <span className="shrink-0" data-testid="admin-order-line-amount" data-value={(amounts?.get(line.id) ?? line.total)?.amount}>
              {(amounts?.get(line.id) ?? line.total)?.formatted}
            </span>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
