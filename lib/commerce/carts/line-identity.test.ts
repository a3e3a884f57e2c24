import { describe, expect, it } from "vitest";
import { canonicalJson, customItemIdentity, productLineIdentity, subscriptionLineIdentity } from "./line-identity";

const product = "5ab67bb3-b2c3-4348-af33-e370bd39b0c9";
const group = "eb063818-939a-458f-97a4-2601c0c2b445";

describe("canonicalJson", () => {
  it("sorts keys at every depth and leaves undefined members out", () => {
    expect(canonicalJson({ b: 1, a: { d: [2, { z: 1, y: 2 }], c: undefined } })).toBe('{"a":{"d":[2,{"y":2,"z":1}]},"b":1}');
  });
});

describe("productLineIdentity", () => {
  it("the same product with the same text in another key order is the same line", () => {
    const a = productLineIdentity({ productId: product, customInputs: { front: "Jane", back: "Dance" } });
    const b = productLineIdentity({ productId: product, customInputs: { back: "Dance", front: "Jane" } });
    expect(a).toBe(b);
  });

  it("different text, a different bundle selection or another shipping group is a new line", () => {
    const base = productLineIdentity({ productId: product, customInputs: { front: "Jane" } });
    expect(productLineIdentity({ productId: product, customInputs: { front: "John" } })).not.toBe(base);
    expect(productLineIdentity({ productId: product, customInputs: { front: "Jane" }, shippingGroupId: group })).not.toBe(base);
    const one = productLineIdentity({ productId: product, bundleConfiguration: { selected_options: { a: { x: 1 } } } });
    const two = productLineIdentity({ productId: product, bundleConfiguration: { selected_options: { a: { y: 1 } } } });
    expect(one).not.toBe(two);
    expect(productLineIdentity({ productId: "another" })).not.toBe(productLineIdentity({ productId: product }));
  });

  it("no custom inputs, {} and null are one line; so are no shipping group and null", () => {
    const plain = productLineIdentity({ productId: product });
    expect(productLineIdentity({ productId: product, customInputs: {} })).toBe(plain);
    expect(productLineIdentity({ productId: product, customInputs: null, shippingGroupId: null })).toBe(plain);
    expect(productLineIdentity({ productId: product, bundleConfiguration: { selected_options: {} } })).toBe(plain);
  });
});

describe("customItemIdentity", () => {
  it("the same sku is one line; no sku is always a new line; never equal to a product line", () => {
    expect(customItemIdentity("GIFT-WRAP")).toBe(customItemIdentity("GIFT-WRAP"));
    expect(customItemIdentity("GIFT-WRAP")).not.toBe(customItemIdentity("CARD"));
    expect(customItemIdentity(undefined)).not.toBe(customItemIdentity(undefined));
    expect(customItemIdentity(product)).not.toBe(productLineIdentity({ productId: product }));
  });
});

describe("subscriptionLineIdentity", () => {
  const offering = "0b6c4a0e-1111-4c54-9a0e-3f1a3f2b9c11";
  const plan = "0b6c4a0e-2222-4c54-9a0e-3f1a3f2b9c11";
  const other = "0b6c4a0e-3333-4c54-9a0e-3f1a3f2b9c11";

  it("the same offering and plan are one line, whatever the case of the ids", () => {
    expect(subscriptionLineIdentity(offering, plan)).toBe(subscriptionLineIdentity(offering.toUpperCase(), plan));
  });

  it("another plan is another line, and never a product's or custom item's line", () => {
    expect(subscriptionLineIdentity(offering, plan)).not.toBe(subscriptionLineIdentity(offering, other));
    expect(subscriptionLineIdentity(offering, plan)).not.toBe(productLineIdentity({ productId: offering }));
    expect(subscriptionLineIdentity(offering, plan)).not.toBe(customItemIdentity(offering));
  });
});
