// The admin's product form as a post (lib/commerce/catalog/product-form-schema.ts): the fields it names, what a
// post (with or without scripts) is read as before the schema checks it, and the state its action answers. Pure:
// the form component and the action share it.
import type { ProductFormValues } from "@/lib/commerce/catalog/product-form-schema";

/** The field of the image file (not part of the schema's values: a File goes to the files domain as it is). */
export const IMAGE_FILE_FIELD = "image_file";

/** What saving answered: the refusals beside their fields (by the form's field names), or one for the whole form. */
export type ProductFormState = { fieldErrors?: Record<string, string>; error?: string; values?: ProductFormValues };

/** A post of the product form as the schema's values: checkboxes that are absent are false; rows are numbered. */
export function productFormValues(form: FormData): ProductFormValues {
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === "string" ? value : "";
  };
  const checked = (name: string) => form.get(name) !== null;
  const prices: ProductFormValues["prices"] = {};
  const rows = new Set<number>();
  for (const name of form.keys()) {
    const price = /^prices\.([A-Z]{3})\.amount$/.exec(name);
    if (price) prices[price[1]] = { amount: text(name), includes_tax: checked(`prices.${price[1]}.includes_tax`) };
    const row = /^custom_inputs\.(\d{1,2})\.key$/.exec(name);
    if (row) rows.add(Number(row[1]));
  }
  return {
    name: text("name"),
    sku: text("sku"),
    slug: text("slug"),
    description: text("description"),
    status: text("status") === "live" ? "live" : "draft",
    prices,
    stock: text("stock"),
    stock_shown: text("stock_shown"),
    custom_inputs: [...rows]
      .sort((a, b) => a - b)
      .map((i) => ({ key: text(`custom_inputs.${i}.key`), label: text(`custom_inputs.${i}.label`), required: checked(`custom_inputs.${i}.required`), max_length: text(`custom_inputs.${i}.max_length`) })),
    nodes: form.getAll("nodes").filter((value): value is string => typeof value === "string"),
    image_url: text("image_url"),
  };
}
