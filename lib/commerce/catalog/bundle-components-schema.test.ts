import { describe, expect, it } from "vitest";
import { bundleComponentSchema } from "./product-schema";
import { bundleFormSchema, bundleFormValues, componentsOfForm } from "./bundle-components-schema";

const A = "0b8a5d0e-6f4c-4a39-9d65-3f1a2b7c9e01";
const B = "1c9b6e1f-7a5d-4b4a-8e76-4a2b3c8d0f12";

const option = (id: string, quantity = 1, isDefault = false) => ({ id, type: "product" as const, quantity, default: isDefault });

describe("the admin's bundle form", () => {
  it("makes the API's components: keys kept, new ones from the name, in the order listed", () => {
    const checked = bundleFormSchema.parse({
      components: [
        { key: "mugs", name: "Choose a mug", min: null, max: 1, options: [option(A, 2, true), option(B)] },
        { key: "", name: "Choose a tea", min: 0, max: null, options: [option(B)] },
      ],
    });
    const components = componentsOfForm(checked);
    expect(components).toEqual({
      mugs: { name: "Choose a mug", max: 1, sort_order: 1, options: [{ id: A, type: "product", quantity: 2, default: true }, { id: B, type: "product", quantity: 1 }] },
      "choose-a-tea": { name: "Choose a tea", min: 0, sort_order: 2, options: [{ id: B, type: "product", quantity: 1 }] },
    });
    for (const component of Object.values(components)) expect(bundleComponentSchema.safeParse(component).success).toBe(true);
    // And back: the form shows what was saved.
    expect(bundleFormValues(components).components.map((c) => [c.key, c.name, c.min, c.max])).toEqual([
      ["mugs", "Choose a mug", null, 1],
      ["choose-a-tea", "Choose a tea", 0, null],
    ]);
  });

  it("refuses what a shopper could never choose, beside the field", () => {
    const result = bundleFormSchema.safeParse({
      components: [
        { key: "", name: "Mugs", min: 3, max: 3, options: [option(A, 1, true), option(A, 1, true)] },
        { key: "", name: "mugs", min: null, max: null, options: [option(""), { ...option(B), quantity: 0 }] },
      ],
    });
    expect(result.success).toBe(false);
    const byPath = Object.fromEntries(result.error!.issues.map((issue) => [issue.path.join("."), issue.message]));
    expect(byPath["components.0.max"]).toBe("This component has 2 options: choose at most 2.");
    expect(byPath["components.0.min"]).toBe("This component has 2 options: a shopper cannot choose 3.");
    expect(byPath["components.0.options.1.id"]).toBe("This product is an option of this component already.");
    expect(byPath["components.1.name"]).toBe("Another component has this name.");
    expect(byPath["components.1.options.0.id"]).toBe("Choose a product.");
    expect(byPath["components.1.options.1.quantity"]).toBe("Enter a whole number of at least 1.");
  });
});
