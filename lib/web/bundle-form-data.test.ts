import { describe, expect, it } from "vitest";
import { bundleFormFromData } from "./bundle-form-data";

const A = "0b8a5d0e-6f4c-4a39-9d65-3f1a2b7c9e01";
const B = "1c9b6e1f-7a5d-4b4a-8e76-4a2b3c8d0f12";
const option = (id: string, quantity = 1, isDefault = false) => ({ id, type: "product" as const, quantity, default: isDefault });

describe("the admin's bundle form as posted", () => {
  it("reads the posted form as the browser's form reads it", () => {
    const form = new FormData();
    form.set("product_id", A);
    form.set("components.1.name", "Second");
    form.set("components.1.min", "");
    form.set("components.1.max", "2");
    form.set("components.1.options.0.id", B);
    form.set("components.1.options.0.quantity", "3");
    form.set("components.0.key", "first");
    form.set("components.0.name", "First");
    form.set("components.0.options.0.id", A);
    form.set("components.0.options.0.quantity", "1");
    form.set("components.0.options.0.default", "on");
    expect(bundleFormFromData(form)).toEqual({
      components: [
        { key: "first", name: "First", min: null, max: null, options: [option(A, 1, true)] },
        { key: "", name: "Second", min: null, max: 2, options: [option(B, 3)] },
      ],
    });
  });
});
