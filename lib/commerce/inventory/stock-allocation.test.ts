import { describe, expect, it } from "vitest";
import { allocationSaves } from "./stock";
import type { StockRow } from "@/lib/storage/inventory/stock-store";

const at = new Date("2026-12-03T10:00:00Z");
const row = (productId: string, total: number, allocated: number): StockRow => ({ productId, total, allocated, createdAt: at, updatedAt: at });
const ORDER = "00000000-0000-4000-8000-000000000001";

describe("allocationSaves (checkout's stock holds)", () => {
  it("holds each kept product's units once, lines of the same product added up, in product order", () => {
    const rows = new Map([["b", row("b", 10, 2)], ["a", row("a", 5, 0)]]);
    const saves = allocationSaves(ORDER, [{ productId: "b", quantity: 1 }, { productId: "a", quantity: 2 }, { productId: "b", quantity: 3 }, { productId: "c", quantity: 9 }], rows);
    expect(saves.map((save) => [save.productId, save.level.total, save.level.allocated, save.log.quantity, save.log.actions])).toEqual([
      ["a", 5, 2, 2, ["allocate"]],
      ["b", 10, 6, 4, ["allocate"]],
    ]);
    expect(saves.every((save) => save.log.orderId === ORDER && save.log.by.actor === `order ${ORDER}`)).toBe(true);
  });

  it("refuses the whole checkout when one product is short, naming it", () => {
    const rows = new Map([["a", row("a", 5, 0)], ["b", row("b", 3, 2)]]);
    expect(() => allocationSaves(ORDER, [{ productId: "a", quantity: 1 }, { productId: "b", quantity: 2, name: "Mug", sku: "MUG" }], rows)).toThrow(
      expect.objectContaining({ status: 400 }),
    );
  });
});
