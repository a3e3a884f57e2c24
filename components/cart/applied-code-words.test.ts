import { describe, expect, it } from "vitest";
import type { CartCollection, CartItemJson } from "@/lib/client/types";
import { appliedCodeWords } from "./applied-code-words";

const line = (code: string, amount: number) => ({ type: "promotion_item", code, value: { amount, currency: "GBP", includes_tax: true } }) as unknown as CartItemJson;
const cart = (items: CartItemJson[], messages: string[] = []) =>
  ({ data: items, meta: { messages: messages.map((description) => ({ source: "promotion", title: "Promotion not applied", description })) } }) as unknown as CartCollection;

describe("appliedCodeWords", () => {
  it("says applied only when the code takes something off, in the words the shopper typed", () => {
    expect(appliedCodeWords("welcome10", cart([line("WELCOME10", -870)]))).toBe("Code welcome10 applied.");
  });

  it("below its minimum (worth 0): the cart's reason, not 'applied'", () => {
    const below = cart([line("WELCOME10", 0)], ["WELCOME10 applies from £100.00 of goods: add £12.50 more."]);
    expect(appliedCodeWords("welcome10", below)).toBe("WELCOME10 applies from £100.00 of goods: add £12.50 more.");
    // Another code's reason is not this one's.
    expect(appliedCodeWords("SUMMER5", cart([line("SUMMER5", 0)], ["WELCOME10 has expired or is no longer offered."]))).toBe(
      "Code SUMMER5 added: it takes nothing off this cart yet.",
    );
  });
});
