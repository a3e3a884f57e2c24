// The admin's bundle form as posted (a plain form post without JavaScript, or the form's own FormData with it):
// fields named `components.{i}.name|key|min|max` and `components.{i}.options.{j}.id|quantity|default`, read into the
// values the bundle form's schema checks (lib/commerce/catalog/bundle-components-schema.ts). Numbers are read as the form
// reads them in the browser (typedNumber, typedNumberOrNull).
import type { BundleFormValues } from "@/lib/commerce/catalog/bundle-components-schema";
import { typedNumber, typedNumberOrNull } from "@/lib/commerce/catalog/typed-number";

const FIELD = /^components\.(\d{1,2})\.(?:(key|name|min|max)|options\.(\d{1,3})\.(id|quantity|default))$/;

type RawComponent = { fields: Record<string, string>; options: Map<number, Record<string, string>> };

export function bundleFormFromData(form: FormData): BundleFormValues {
  const components = new Map<number, RawComponent>();
  for (const [name, value] of form) {
    const match = FIELD.exec(name);
    if (!match || typeof value !== "string") continue;
    const index = Number(match[1]);
    const component: RawComponent = components.get(index) ?? { fields: {}, options: new Map() };
    components.set(index, component);
    if (match[2]) component.fields[match[2]] = value;
    else {
      const option: Record<string, string> = component.options.get(Number(match[3])) ?? {};
      option[match[4]] = value;
      component.options.set(Number(match[3]), option);
    }
  }
  return {
    components: [...components]
      .sort(([a], [b]) => a - b)
      .map(([, component]) => ({
        key: component.fields.key ?? "",
        name: component.fields.name ?? "",
        min: typedNumberOrNull(component.fields.min),
        max: typedNumberOrNull(component.fields.max),
        options: [...component.options]
          .sort(([a], [b]) => a - b)
          .map(([, option]) => ({ id: option.id ?? "", type: "product" as const, quantity: typedNumber(option.quantity), default: option.default === "on" || option.default === "true" })),
      })),
  };
}
