import { describe, expect, it } from "vitest";
import { categoryTrailOf, type Navigation } from "./store-navigation";

const node = (id: string, name: string, href: string, children: Navigation[number]["nodes"] = []) => ({ id, name, href, children });
const navigation: Navigation = [
  {
    id: "h-kitchen",
    name: "Kitchen",
    href: "/categories/kitchen",
    nodes: [
      node("n-cook", "Cookware", "/categories/kitchen/cookware"),
      node("n-drink", "Drinkware", "/categories/kitchen/drinkware", [node("n-tea", "Tea", "/categories/kitchen/drinkware/tea")]),
    ],
  },
  { id: "h-gifts", name: "Gifts", href: "/categories/gifts", nodes: [node("n-under", "Under $20", "/categories/gifts/under-20")] },
];

describe("a product's category trail", () => {
  it("runs from the hierarchy down to the category the product is in", () => {
    expect(categoryTrailOf(navigation, ["n-drink"])).toEqual([
      { name: "Kitchen", href: "/categories/kitchen" },
      { name: "Drinkware", href: "/categories/kitchen/drinkware" },
    ]);
  });

  it("takes the deepest of several categories, and the first in the navigation among equals", () => {
    expect(categoryTrailOf(navigation, ["n-under", "n-tea", "n-cook"]).map((c) => c.name)).toEqual(["Kitchen", "Drinkware", "Tea"]);
    expect(categoryTrailOf(navigation, ["n-under", "n-cook"]).map((c) => c.name)).toEqual(["Kitchen", "Cookware"]);
  });

  it("is empty for a product in no category, or in one no longer in the navigation", () => {
    expect(categoryTrailOf(navigation, [])).toEqual([]);
    expect(categoryTrailOf(navigation, ["gone"])).toEqual([]);
  });
});
