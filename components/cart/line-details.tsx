// What makes a cart or order line what it is: its personalisation text (labelled with the inputs'
// names) and its bundle selections (named, in the bundle's order). Shopper text is rendered as text.
import type { LineProductInfo } from "@/lib/commerce/carts/storefront";

/** A bundle line's selections in the bundle's own order, named; unknown parts by their keys. */
function bundleSelections(selected: Record<string, Record<string, number>>, info?: LineProductInfo) {
  const known = Object.keys(info?.components ?? {}).filter((key) => Object.hasOwn(selected, key));
  const keys = [...known, ...Object.keys(selected).filter((key) => !known.includes(key))];
  return keys.map((key) => {
    const component = info?.components[key];
    const ids = Object.keys(component?.options ?? {}).filter((id) => Object.hasOwn(selected[key], id));
    const allIds = [...ids, ...Object.keys(selected[key]).filter((id) => !ids.includes(id))];
    return {
      key,
      name: component?.name ?? key,
      options: allIds.map((id) => ({ name: component?.options[id] ?? id, quantity: selected[key][id] })),
    };
  });
}

type Props = {
  customInputs?: Record<string, string>;
  selectedOptions?: Record<string, Record<string, number>>;
  info?: LineProductInfo;
};

export function LineDetails({ customInputs, selectedOptions, info }: Props) {
  const inputs = Object.entries(customInputs ?? {});
  const selections = bundleSelections(selectedOptions ?? {}, info);
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
          {selections.map(({ key, name, options }) => (
            <div key={key} className="flex flex-wrap gap-x-1">
              <dt className="text-stone-600">{name}:</dt>
              <dd>{options.map(({ name: option, quantity }) => `${quantity > 1 ? `${quantity} × ` : ""}${option}`).join(", ")}</dd>
            </div>
          ))}
        </dl>
      ) : null}
    </>
  );
}
