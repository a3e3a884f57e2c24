import { describe, expect, it } from "vitest";
import { issuesToErrors } from "../validation";
import { maxLengthOf } from "./custom-input-definitions";
import { customInputsSchema } from "./custom-inputs";

// The demo store's engraved bottle: a realistic EP definition.
const bottle = {
  customInputs: {
    engraving: { name: "Name to engrave", required: true, validation_rules: [{ type: "string", options: { max_length: 20 } }] },
    gift_message: { name: "Gift message", required: false, validation_rules: [{ type: "string", options: { max_length: 120 } }] },
  },
};

function errorsOf(product: Parameters<typeof customInputsSchema>[0], input: unknown) {
  const result = customInputsSchema(product).safeParse(input);
  return result.success ? [] : issuesToErrors(result.error.issues, input, "data.custom_inputs");
}

describe("customInputsSchema", () => {
  it("accepts the defined inputs and drops an empty optional one", () => {
    expect(customInputsSchema(bottle).parse({ engraving: "Ann", gift_message: "" })).toEqual({ engraving: "Ann" });
    expect(customInputsSchema(bottle).parse({ engraving: "Ann", gift_message: "Happy birthday" })).toEqual({
      engraving: "Ann",
      gift_message: "Happy birthday",
    });
  });

  it("a required input must be present and not blank", () => {
    expect(errorsOf(bottle, {})).toEqual([
      expect.objectContaining({ status: 400, title: "required", source: "data.custom_inputs.engraving", meta: { value: null } }),
    ]);
    expect(errorsOf(bottle, { engraving: "   " })).toEqual([
      expect.objectContaining({ title: "required", source: "data.custom_inputs.engraving", detail: "Name to engrave is required" }),
    ]);
  });

  it("refuses text over the definition's max_length, with the input's name in the words", () => {
    const [error] = errorsOf(bottle, { engraving: "x".repeat(21) });
    expect(error).toMatchObject({
      title: "string_lte",
      source: "data.custom_inputs.engraving",
      detail: "Name to engrave must be at most 20 characters",
    });
    expect(errorsOf(bottle, { engraving: "x".repeat(20) })).toEqual([]);
  });

  it("refuses a key the product does not define, and a value that is not text", () => {
    const errors = errorsOf(bottle, { engraving: 5, colour: "red" });
    expect(errors).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ title: "invalid_type", source: "data.custom_inputs.engraving", meta: { value: 5 } }),
        expect.objectContaining({ title: "additional_properties", source: "data.custom_inputs.colour", meta: { value: "red" } }),
      ]),
    );
  });

  it("caps every input at 255 characters even when max_length says more", () => {
    expect(maxLengthOf({ name: "Note", validation_rules: [{ type: "string", options: { max_length: 1000 } }] })).toBe(255);
    const loose = { customInputs: { note: { name: "Note", validation_rules: [{ type: "string", options: { max_length: 1000 } }] } } };
    expect(errorsOf(loose, { note: "y".repeat(256) })[0]).toMatchObject({ title: "string_lte" });
  });

  it("a product without definitions accepts any map of strings up to 255 characters", () => {
    expect(customInputsSchema({ customInputs: null }).parse({ anything: "goes" })).toEqual({ anything: "goes" });
    expect(customInputsSchema({ customInputs: {} }).parse({ a: "b" })).toEqual({ a: "b" });
    expect(errorsOf({ customInputs: null }, { a: "z".repeat(256) })[0]).toMatchObject({ title: "string_lte", source: "data.custom_inputs.a" });
    expect(errorsOf({ customInputs: null }, { a: 1 })[0]).toMatchObject({ title: "invalid_type" });
  });

  it("reads the catalog API's shape too (what a client component holds)", () => {
    const resource = { attributes: { custom_inputs: bottle.customInputs } };
    expect(errorsOf(resource, {})[0]).toMatchObject({ title: "required" });
  });
});
