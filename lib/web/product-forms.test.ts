import { describe, expect, it } from "vitest";
import { productFormRequest, productFormSchema } from "@/lib/commerce/catalog/product-form-schema";
import { productFormValues } from "./product-forms";

const post = (entries: [string, string][]) => {
  const form = new FormData();
  for (const [name, value] of entries) form.append(name, value);
  return form;
};

describe("the product form as a post", () => {
  it("reads as the PCM attributes, the stock and the categories", () => {
    const values = productFormValues(
      post([
        ["name", "Engraved pen"], ["sku", "PEN-1"], ["slug", ""], ["description", "A pen"], ["status", "live"],
        ["prices.GBP.amount", "12.50"], ["prices.GBP.includes_tax", "true"], ["prices.EUR.amount", "14"], ["prices.USD.amount", ""],
        ["stock", "5"],
        ["custom_inputs.0.key", ""], ["custom_inputs.0.label", "Engraving"], ["custom_inputs.0.required", "true"], ["custom_inputs.0.max_length", "20"],
        ["custom_inputs.1.key", ""], ["custom_inputs.1.label", ""], ["custom_inputs.1.max_length", ""],
        ["nodes", "5b0c7d3e-0000-4000-8000-000000000001"], ["image_url", ""],
      ]),
    );
    const checked = productFormSchema.parse(values);
    expect(productFormRequest(checked)).toEqual({
      attributes: {
        name: "Engraved pen",
        sku: "PEN-1",
        description: "A pen",
        status: "live",
        price: { GBP: { amount: 1250, includes_tax: true }, EUR: { amount: 1400, includes_tax: false } },
        custom_inputs: { engraving: { name: "Engraving", required: true, validation_rules: [{ type: "string", options: { max_length: 20 } }] } },
        manage_stock: true,
      },
      stock: 5,
      nodeIds: ["5b0c7d3e-0000-4000-8000-000000000001"],
      imageUrl: undefined,
    });
  });

  it("refuses an amount, a stock and a custom input the API would refuse, beside their fields", () => {
    const values = productFormValues(
      post([
        ["name", "Pen"], ["sku", "PEN"], ["status", "draft"], ["prices.JPY.amount", "12.5"], ["stock", "-1"],
        ["custom_inputs.0.key", "a b"], ["custom_inputs.0.label", "Engraving"], ["custom_inputs.0.max_length", "300"],
      ]),
    );
    const result = productFormSchema.safeParse(values);
    expect(result.success).toBe(false);
    const paths = result.error!.issues.map((issue) => issue.path.join("."));
    expect(paths).toEqual(expect.arrayContaining(["prices.JPY.amount", "stock", "custom_inputs.0.key", "custom_inputs.0.max_length"]));
  });
});

describe("the product form's checks", () => {
  it("refuse an amount beside its field while another field is refused too", () => {
    const result = productFormSchema.safeParse(productFormValues(post([["name", ""], ["sku", ""], ["status", "draft"], ["prices.GBP.amount", "24.999"]])));
    const paths = result.error!.issues.map((issue) => issue.path.join("."));
    expect(paths).toEqual(expect.arrayContaining(["name", "sku", "prices.GBP.amount"]));
  });
});
