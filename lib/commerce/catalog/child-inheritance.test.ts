import { describe, expect, it } from "vitest";
import { inheritedChanges, inheritedFrom } from "./child-inheritance";

const inputs = { initials: { name: "Initials", required: true } };
const image = { href: "/products/towel.svg", mime_type: "image/svg+xml", file_name: "towel.svg" };
const base = { description: "Cotton.", customInputs: inputs, image, mainImageId: "f1", price: { GBP: { amount: 1200, includes_tax: true } } };

describe("what a child inherits from its base product", () => {
  it("a new child copies the personalisation, description and image", () => {
    expect(inheritedFrom(base)).toEqual({ description: "Cotton.", customInputs: inputs, image, mainImageId: "f1" });
  });

  it("a change of the base reaches a child still holding the base's value, whatever the order of its keys", () => {
    const child = { ...base, customInputs: { initials: { required: true, name: "Initials" } }, price: { GBP: { amount: 1400, includes_tax: true } } };
    const after = { ...base, description: "Organic.", customInputs: null, price: { GBP: { amount: 1300, includes_tax: false } } };
    expect(inheritedChanges(base, after, child)).toEqual({ description: "Organic.", customInputs: null, price: { GBP: { amount: 1400, includes_tax: false } } });
  });

  it("a child that overrides keeps its own; nothing changed is undefined", () => {
    const child = { ...base, description: "Blue only.", customInputs: {}, image: null, mainImageId: null };
    const after = { ...base, description: "Organic.", customInputs: null, image: { ...image, href: "/new.svg" }, mainImageId: "f2" };
    expect(inheritedChanges(base, after, child)).toBeUndefined();
    expect(inheritedChanges(base, base, base)).toBeUndefined();
  });
});
