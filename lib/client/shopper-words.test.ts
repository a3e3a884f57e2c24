import { describe, expect, it } from "vitest";
import { inShopperWords } from "./shopper-words";

const id = "00000000-0000-4000-8000-000000000002";

describe("refusals in a shopper's words", () => {
  it("names the product and the cart's currency instead of an id", () => {
    const message = inShopperWords(
      { status: 400, title: "Cart Currency Mismatch", detail: `This cart uses GBP, the product ${id} has no price in GBP`, meta: { id, currency: "GBP" } },
      { products: { [id]: "Ceramic Mug" } },
    );
    expect(message).toBe("Your cart is in GBP, and Ceramic Mug has no price in GBP, so it cannot go in this cart.");
    expect(message).not.toContain(id);
  });
  it("names a bundle's component by its name", () => {
    expect(inShopperWords({ status: 400, title: "Invalid Bundle Configuration", detail: "Missing selection for component treats" }, { components: { treats: "Treats" } })).toBe("Choose from Treats.");
    expect(inShopperWords({ status: 400, title: "x", detail: "Invalid number of selections for component drinkware" }, { components: { drinkware: "Drinkware" } })).toBe("Check how many you chose from Drinkware.");
  });
  it("keeps the API's words where it has none better", () => {
    expect(inShopperWords({ status: 422, title: "Insufficient stock", detail: "Only 2 left." })).toBe("Only 2 left.");
  });
});
