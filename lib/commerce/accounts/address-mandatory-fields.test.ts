import { describe, expect, it } from "vitest";
import { missingAddressFields } from "./address-mandatory-fields";

describe("missingAddressFields", () => {
  it("a new address must fill every mandatory field; blank is empty", () => {
    const missing = missingAddressFields({ first_name: "Ada", phone_number: "  " }, ["first_name", "phone_number", "region"], true);
    expect(missing.map((e) => e.source)).toEqual(["data.phone_number", "data.region"]);
    expect(missing[0]).toMatchObject({ status: 400, title: "required" });
  });

  it("a change is judged on the fields it gives only", () => {
    expect(missingAddressFields({ line_2: "" }, ["phone_number"], false)).toEqual([]);
    expect(missingAddressFields({ phone_number: "" }, ["phone_number"], false).map((e) => e.source)).toEqual(["data.phone_number"]);
  });
});
