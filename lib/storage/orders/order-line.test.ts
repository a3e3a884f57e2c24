import { describe, expect, it } from "vitest";
import { MalformedOrderLineError, parseStoredOrderLine } from "./order-line";

const money = (amount: number) => ({ amount, currency: "GBP", formatted: `£${(amount / 100).toFixed(2)}` });
const pair = (unit: number, value: number) => ({ unit: money(unit), value: money(value) });

// A goods line as checkout stores it (cart-resource.ts itemResource of an engraved bottle with UK VAT, two units).
const storedBottle = {
  id: "5d1f7a02-3c4b-4e5f-8a6b-7c8d9e0f1a2b",
  type: "cart_item",
  name: "Steel Bottle",
  description: "Keeps tea hot",
  sku: "BOTTLE-1",
  slug: "steel-bottle",
  quantity: 2,
  manage_stock: true,
  catalog_id: "00000000-0000-4000-8000-000000000001",
  catalog_source: "pim",
  image: { mime_type: "image/png", file_name: "bottle.png", href: "/files/bottle.png" },
  unit_price: { amount: 1980, currency: "GBP", includes_tax: true },
  value: { amount: 3960, currency: "GBP", includes_tax: true },
  links: { product: "/catalog/products/9a8b7c6d-5e4f-4a3b-9c2d-1e0f9a8b7c6d" },
  meta: {
    display_price: { with_tax: pair(1980, 3960), without_tax: pair(1650, 3300), tax: pair(330, 660), discount: pair(0, 0), without_discount: pair(1980, 3960) },
    timestamps: { created_at: "2026-12-01T10:00:00Z", updated_at: "2026-12-01T10:00:00Z" },
  },
  timestamps: { created_at: "2026-12-01T10:00:00Z", updated_at: "2026-12-01T10:00:00Z" },
  product_id: "9a8b7c6d-5e4f-4a3b-9c2d-1e0f9a8b7c6d",
  custom_inputs: { engraving: "Ada" },
  relationships: { taxes: { data: [{ type: "tax_item", id: "1b2c3d4e-5f60-4718-9a2b-3c4d5e6f7a8b" }] } },
  taxes: [{ type: "tax_item", id: "1b2c3d4e-5f60-4718-9a2b-3c4d5e6f7a8b", name: "VAT", jurisdiction: "GB", code: "VAT", rate: 0.2 }],
};

describe("the stored order line", () => {
  it("parses a line as checkout stores it, keeping the keys it does not name", () => {
    const line = parseStoredOrderLine("item-1", storedBottle);
    expect(line).toEqual(storedBottle);
    expect(line.meta.display_price.with_tax.value.amount).toBe(3960);
    expect(line.taxes?.[0].rate).toBe(0.2);
  });

  it("parses a promotion line, whose code may be null", () => {
    const { product_id: _p, custom_inputs: _c, relationships: _r, taxes: _t, ...base } = storedBottle;
    const promotion = { ...base, type: "promotion_item", name: "Winter", quantity: 1, promotion_id: "7e6d5c4b-3a29-4817-8b6a-5c4d3e2f1a09", code: null };
    expect(parseStoredOrderLine("item-2", promotion)).toMatchObject({ type: "promotion_item", code: null });
  });

  it("refuses a malformed line loudly, naming the order item and each field that does not fit", () => {
    const malformed = { ...storedBottle, type: "gift", quantity: "2", meta: { display_price: {} } };
    expect(() => parseStoredOrderLine("item-3", malformed)).toThrow(MalformedOrderLineError);
    expect(() => parseStoredOrderLine("item-3", malformed)).toThrow(/^order item item-3: stored line is malformed \(type: .*; quantity: .*; meta\.display_price\.with_tax: /);
    expect(() => parseStoredOrderLine("item-4", null)).toThrow(/order item item-4: stored line is malformed \(\(line\): /);
  });
});
