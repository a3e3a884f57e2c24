// How a product is bought: a bundle's picker, or the add-to-cart form with the product's
// personalisation. Both are client components; what of them does not change as the shopper chooses
// (labels, rules in words, the starting selection) is rendered here, on the server, and passed in.
import { defaultSelection, pricedAsAWhole, type BundleComponents } from "@/lib/commerce/carts/bundle-selection";
import { maxLengthOf, type CustomInputDefinitions } from "@/lib/commerce/carts/custom-input-definitions";
import type { PriceMap } from "@/lib/shared/product-fields";
import { BundlePicker } from "./bundle-picker";
import { bundlePickerText } from "./bundle-picker-text";
import { CustomInputLabel } from "./custom-input-label";
import { PersonalizationForm } from "./personalization-form";

type Props = {
  product: { id: string; name: string; price: PriceMap };
  /** A bundle's components, and its option products. */
  components?: BundleComponents;
  options: Record<string, { name: string; price: PriceMap }>;
  definitions?: CustomInputDefinitions;
  currency: string;
  /** Why it cannot be bought in this currency, when it cannot. */
  unavailable?: string;
};

export function ProductPurchase({ product: { id, name, price }, components, options, definitions, currency, unavailable }: Props) {
  if (components) {
    return (
      <BundlePicker
        bundle={{ id, name, components, price }}
        initial={defaultSelection({ id, components })}
        prices={Object.fromEntries(Object.entries(options).map(([option, { price: prices }]) => [option, prices]))}
        currency={currency}
        text={bundlePickerText(components, options, currency, { pricedAsAWhole: pricedAsAWhole({ id, components, price }) })}
        optionNames={Object.fromEntries(Object.entries(options).map(([option, { name: optionName }]) => [option, optionName]))}
        unavailable={unavailable}
      />
    );
  }
  const inputs = Object.entries(definitions ?? {}).map(([key, definition]) => [
    key,
    { label: <CustomInputLabel name={key} definition={definition} />, max: maxLengthOf(definition) },
  ]);
  return (
    <PersonalizationForm product={{ id, name }} definitions={definitions} inputs={Object.fromEntries(inputs)} unavailable={unavailable} />
  );
}
