import { describe, expect, it } from "vitest";
import { childFormSchema, newVariationFormSchema } from "./variation-forms";

describe("the admin's variation forms", () => {
  it("reads a new variation's options one a line, blank lines left out, each once", () => {
    expect(newVariationFormSchema.parse({ name: " Size ", options: "Small\r\n\n  Large \n" })).toEqual({ name: "Size", options: ["Small", "Large"] });
    const refused = (options: string) => newVariationFormSchema.safeParse({ name: "Size", options }).error?.issues.map((issue) => issue.message);
    expect(refused("\n \n")).toEqual(["Write at least one option, one a line."]);
    expect(refused("Small\nsmall")).toEqual(["Each option once: two lines have the same name."]);
    expect(newVariationFormSchema.safeParse({ name: " ", options: "S" }).error?.issues[0].message).toBe("Give the variation a name.");
  });

  it("reads a child's prices as minor units of each currency and its units, empty as none", () => {
    const schema = childFormSchema(["USD", "EUR"]);
    expect(schema.parse({ price: { USD: "29.5", EUR: "" }, available: " 7 " })).toEqual({ price: { USD: 2950, EUR: null }, available: 7 });
    expect(schema.parse({ price: { USD: "12", EUR: "0.99" }, available: "" })).toEqual({ price: { USD: 1200, EUR: 99 }, available: null });
    const issues = schema.safeParse({ price: { USD: "12.345", EUR: "-1" }, available: "2.5" }).error!.issues.map((issue) => [issue.path.join("."), issue.message]);
    expect(issues).toEqual([
      ["price.USD", "Write the USD price as 12.50, or leave it empty."],
      ["price.EUR", "Write the EUR price as 12.50, or leave it empty."],
      ["available", "Enter the units available as a whole number, or leave it empty."],
    ]);
  });
});
