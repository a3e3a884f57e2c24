import { describe, expect, it } from "vitest";
import { placeErrors } from "./field-errors";

describe("placeErrors (an API refusal beside the field it names)", () => {
  it("puts an error whose source names a field under the prefix beside that field", () => {
    const placed = placeErrors(
      [
        { status: 400, title: "string_lte", detail: "Name to engrave must be at most 20 characters", source: "data.custom_inputs.engraving" },
        { status: 400, title: "additional_properties", detail: "colour is not a recognised field", source: "data.custom_inputs.colour" },
      ],
      "data.custom_inputs",
    );
    expect(placed).toEqual({
      fields: { engraving: "Name to engrave must be at most 20 characters", colour: "colour is not a recognised field" },
      form: [],
    });
  });

  it("keeps nested paths on their first field and joins two errors of one field", () => {
    const placed = placeErrors(
      [
        { status: 422, title: "Invalid bundle configuration", detail: "No option x for component treats", source: "data.bundle_configuration.selected_options.treats.x" },
        { status: 422, title: "Invalid bundle configuration", detail: "Invalid number of selections for component treats", source: "data.bundle_configuration.selected_options.treats" },
      ],
      "data.bundle_configuration.selected_options",
    );
    expect(placed.fields).toEqual({ treats: "No option x for component treats Invalid number of selections for component treats" });
  });

  it("sends everything else to the form once, by its detail (else its title)", () => {
    const placed = placeErrors(
      [
        { status: 400, title: "Cart Currency Mismatch", detail: "This cart uses USD, the product p has no price in USD", meta: { id: "p" } },
        { status: 400, title: "Cart Currency Mismatch", detail: "This cart uses USD, the product p has no price in USD" },
        { status: 503, title: "Service Unavailable" },
        { status: 400, title: "required", detail: "data.quantity is required", source: "data.quantity" },
      ],
      "data.custom_inputs",
    );
    expect(placed.fields).toEqual({});
    expect(placed.form).toEqual(["This cart uses USD, the product p has no price in USD", "Service Unavailable", "data.quantity is required"]);
  });
});
