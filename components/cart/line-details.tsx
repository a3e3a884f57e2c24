// What makes a cart or order line what it is: its personalisation text (labelled with the inputs'
// names) and its bundle selections (named, in the bundle's order). Shopper text is rendered as text.
import type { LineProductInfo } from "@/lib/commerce/carts/cart-page-read";
import { bundlePicks } from "@/lib/commerce/orders/bundle-picks";

type Props = {
  customInputs?: Record<string, string>;
  selectedOptions?: Record<string, Record<string, number>>;
  info?: LineProductInfo;
};

export function LineDetails({ customInputs, selectedOptions, info }: Props) {
  const inputs = Object.entries(customInputs ?? {});
  // Per unit of the line: one bundle's choices.
  const selections = bundlePicks(selectedOptions ?? {}, 1, info);
  return (
    <>
      {inputs.length ? (
        <dl className="mt-1 text-sm" data-testid="line-personalisation">
          {inputs.map(([key, text]) => (
            <div key={key} className="flex flex-wrap gap-x-1">
              <dt className="text-stone-600">{info?.inputNames[key] ?? key}:</dt>
              <dd className="break-all">{text}</dd>
            </div>
          ))}
        </dl>
      ) : null}
      {selections.length ? (
        <dl className="mt-1 text-sm" data-testid="line-bundle">
          {selections.map(({ name, picks }) => (
            <div key={name} className="flex flex-wrap gap-x-1">
              <dt className="text-stone-600">{name}:</dt>
              <dd>{picks.map(({ name: option, quantity }) => `${quantity > 1 ? `${quantity} × ` : ""}${option}`).join(", ")}</dd>
            </div>
          ))}
        </dl>
      ) : null}
    </>
  );
}
