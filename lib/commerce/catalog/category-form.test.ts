import { describe, expect, it } from "vitest";
import { categoryFormSchema } from "./category-form";

const problems = (input: Record<string, string>) => {
  const result = categoryFormSchema.safeParse({ name: "Mugs", slug: "", description: "", ...input });
  return result.success ? {} : Object.fromEntries(result.error.issues.map((i) => [String(i.path[0]), i.message]));
};

describe("categoryFormSchema", () => {
  it("gives the API's attributes, a sort order (empty: none) and a parent (empty: top)", () => {
    expect(categoryFormSchema.parse({ name: " Mugs ", slug: "", description: "Tea and coffee", sort_order: "5", parent: "" })).toEqual({
      attributes: { name: "Mugs", description: "Tea and coffee" },
      sortOrder: 5,
      parentId: null,
    });
    expect(categoryFormSchema.parse({ name: "Mugs", slug: "mugs-2", description: "", sort_order: "" })).toEqual({
      attributes: { name: "Mugs", slug: "mugs-2", description: "" },
      sortOrder: null,
    });
  });

  it("refuses with the API's rules, beside the field", () => {
    expect(problems({ name: " " })).toEqual({ name: "Enter a name of at most 255 characters." });
    expect(problems({ slug: "two words" })).toEqual({ slug: "A slug is letters, digits, '.', '-' and '_'" });
    expect(problems({ sort_order: "1.5" })).toEqual({ sort_order: "Enter a whole number from -1000000 to 1000000, or leave it empty." });
    expect(problems({ sort_order: "2000000" })).toHaveProperty("sort_order");
  });
});
