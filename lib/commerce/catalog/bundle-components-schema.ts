// The admin's bundle form (/admin/products/{id}/bundle): a bundle's components as a list the administrator edits,
// checked with the API's own component schema (product-schema.ts bundleComponentSchema, with words for a form) and
// the rules a form can check across fields; saved as the `components` of PUT /pcm/products/{id} (the action parses
// them with updateProductBodySchema and calls updateProduct). No server code: the form loads this module.
import { z } from "zod";
import { bundleComponentSchema, slugFromName } from "./product-schema";
import { orderedComponents, selectionRange } from "../carts/bundle-selection";
import type { BundleComponent } from "@/lib/shared/product-fields";
import { uuidField } from "@/lib/commerce/uuid";

const whole = (message: string) => z.number(message).int(message);

const optionSchema = bundleComponentSchema.shape.options.element.extend({
  id: uuidField("Choose a product."),
  quantity: whole("Enter a whole number of at least 1.").min(1, "Enter a whole number of at least 1."),
  default: z.boolean(),
});

const componentSchema = bundleComponentSchema
  .omit({ sort_order: true })
  .extend({
    /** The component's key in the product's `components` (kept when it is renamed); empty for a new one. */
    key: z.string().max(255),
    name: z.string().trim().min(1, "Give the component a name, such as “Choose a mug”.").max(255),
    min: whole("Enter a whole number, or leave it empty.").min(0, "Enter 0 or more.").nullable(),
    max: whole("Enter a whole number, or leave it empty.").min(1, "Enter 1 or more.").nullable(),
    options: z.array(optionSchema).min(1, "Add at least one option."),
  })
  .superRefine((component, ctx) => {
    const { min, max } = selectionRange(component);
    const count = component.options.length;
    if (component.max !== null && component.max > count) ctx.addIssue({ code: "custom", path: ["max"], message: `This component has ${count} option${count === 1 ? "" : "s"}: choose at most ${count}.` });
    else if (min > max) ctx.addIssue({ code: "custom", path: ["max"], message: "The most a shopper chooses cannot be fewer than the least." });
    if (component.min !== null && component.min > count) ctx.addIssue({ code: "custom", path: ["min"], message: `This component has ${count} option${count === 1 ? "" : "s"}: a shopper cannot choose ${component.min}.` });
    const seen = new Set<string>();
    component.options.forEach((option, index) => {
      if (option.id && seen.has(option.id)) ctx.addIssue({ code: "custom", path: ["options", index, "id"], message: "This product is an option of this component already." });
      seen.add(option.id);
    });
    const defaults = component.options.flatMap((option, index) => (option.default ? [index] : []));
    if (defaults.length > max) ctx.addIssue({ code: "custom", path: ["options", defaults[defaults.length - 1], "default"], message: `At most ${max} option${max === 1 ? "" : "s"} can be chosen at the start.` });
  });

export const bundleFormSchema = z
  .object({ components: z.array(componentSchema).min(1, "Add at least one component.").max(50) })
  .superRefine((form, ctx) => {
    const names = new Set<string>();
    form.components.forEach((component, index) => {
      const name = component.name.trim().toLowerCase();
      if (names.has(name)) ctx.addIssue({ code: "custom", path: ["components", index, "name"], message: "Another component has this name." });
      names.add(name);
    });
  });

export type BundleFormValues = z.input<typeof bundleFormSchema>;
export type BundleFormChecked = z.output<typeof bundleFormSchema>;


/** The form's values of a bundle's components, in the order shoppers see them. */
export function bundleFormValues(components: Record<string, BundleComponent> | null | undefined): BundleFormValues {
  return {
    components: orderedComponents(components ?? {}).map(([key, component]) => ({
      key,
      name: component.name,
      min: component.min ?? null,
      max: component.max ?? null,
      options: component.options.map((option) => ({ id: option.id, type: "product" as const, quantity: option.quantity, default: option.default === true })),
    })),
  };
}

/** The product's `components` of the checked form: keys kept, new ones made from the name, ordered as listed. */
export function componentsOfForm(form: BundleFormChecked): Record<string, BundleComponent> {
  const out: Record<string, BundleComponent> = {};
  const taken = new Set(form.components.map((component) => component.key).filter(Boolean));
  form.components.forEach((component, index) => {
    let key = component.key;
    if (!key) {
      const base = slugFromName(component.name);
      key = base;
      for (let n = 2; taken.has(key); n++) key = `${base}-${n}`;
      taken.add(key);
    }
    out[key] = {
      name: component.name,
      ...(component.min !== null ? { min: component.min } : {}),
      ...(component.max !== null ? { max: component.max } : {}),
      sort_order: index + 1,
      options: component.options.map((option) => ({ id: option.id, type: "product", quantity: option.quantity, ...(option.default ? { default: true } : {}) })),
    };
  });
  return out;
}
