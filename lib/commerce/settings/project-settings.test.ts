import { describe, expect, it } from "vitest";
import { ApiError } from "../errors";
import { DEFAULT_PROJECT_SETTINGS, mergeProjectSettings } from "./project-settings";

describe("mergeProjectSettings", () => {
  it("takes the fields given and keeps the others; languages once each", () => {
    const merged = mergeProjectSettings(DEFAULT_PROJECT_SETTINGS, { type: "settings", page_length: 10, additional_languages: ["fr", "fr", "de"] });
    expect(merged).toEqual({ ...DEFAULT_PROJECT_SETTINGS, pageLength: 10, additionalLanguages: ["fr", "de"] });
    expect(mergeProjectSettings(merged, { type: "settings", list_child_products: true })).toEqual({ ...merged, listChildProducts: true });
  });

  it("keeps the address fields checkout needs mandatory, in EP's order", () => {
    const merged = mergeProjectSettings(DEFAULT_PROJECT_SETTINGS, { type: "settings", address_mandatory_fields: ["region", "phone_number"] });
    expect(merged.addressMandatoryFields).toEqual(["first_name", "last_name", "phone_number", "line_1", "city", "region", "postcode", "country"]);
    expect(mergeProjectSettings(merged, { type: "settings", address_mandatory_fields: [] }).addressMandatoryFields).toEqual(DEFAULT_PROJECT_SETTINGS.addressMandatoryFields);
  });

  it("refuses the simple calculation method (422): totals here are line by line", () => {
    expect(() => mergeProjectSettings(DEFAULT_PROJECT_SETTINGS, { type: "settings", calculation_method: "simple" })).toThrow(ApiError);
    expect(mergeProjectSettings(DEFAULT_PROJECT_SETTINGS, { type: "settings", calculation_method: "line" })).toEqual(DEFAULT_PROJECT_SETTINGS);
  });
});
