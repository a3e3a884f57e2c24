import { describe, expect, it } from "vitest";
import { bundlePicks } from "./bundle-picks";
import { fulfilmentLines } from "./fulfilment-lines";
import type { OrderItemRow } from "./orders";
import { orderLineFixture } from "@/tests/support/order-line-fixture";

const info = {
  bundle: {
    inputNames: {},
    components: {
      drinkware: { name: "Drinkware", options: { mug: "Ceramic Mug", tumbler: "Tumbler" } },
      treats: { name: "Treats", options: { tea: "Tea", candle: "Candle" } },
    },
  },
  bottle: { inputNames: { engraving: "Engraving" }, components: {} },
};

const row = (id: string, type: string, quantity: number, fields: Record<string, unknown>): OrderItemRow => ({
  id, orderId: "o", type, quantity, cartItem: orderLineFixture({ type, quantity, ...fields }), charged: null, productId: null, position: 0, refundedQuantity: 0, restockedQuantity: 0, createdAt: new Date(0),
});

describe("fulfilment lines", () => {
  it("picks each bundle option for the whole line, in the bundle's order", () => {
    expect(bundlePicks({ treats: { candle: 2 }, drinkware: { mug: 1 } }, 3, info.bundle)).toEqual([
      { name: "Drinkware", picks: [{ name: "Ceramic Mug", quantity: 3 }] },
      { name: "Treats", picks: [{ name: "Candle", quantity: 6 }] },
    ]);
  });

  it("names the engraving by its input, leaves out promotions, keeps unknown parts by key", () => {
    const lines = fulfilmentLines(
      [
        row("1", "cart_item", 2, { name: "Bottle", sku: "B", product_id: "bottle", custom_inputs: { engraving: "Ada <3" } }),
        row("2", "promotion_item", 1, { name: "10% off" }),
        row("3", "cart_item", 1, { name: "Box", product_id: "gone", bundle_configuration: { selected_options: { x: { y: 2 } } } }),
      ],
      info,
    );
    expect(lines.map((l) => l.id)).toEqual(["1", "3"]);
    expect(lines[0].inputs).toEqual([{ name: "Engraving", text: "Ada <3" }]);
    expect(lines[1].components).toEqual([{ name: "x", picks: [{ name: "y", quantity: 2 }] }]);
  });
});
