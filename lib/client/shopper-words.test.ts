import { describe, expect, it } from "vitest";
import { inShopperWords, unavailableInCurrency, unavailableNote } from "./shopper-words";

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
  it("says why a product cannot be bought in the page's currency, and whether the cart is why", () => {
    expect(unavailableInCurrency("Shortbread Tin", "USD", false, ["GBP"])).toBe("Not available in USD. Switch the currency to GBP to buy it.");
    expect(unavailableInCurrency("Wool Throw", "GBP", false, [])).toBe("Not available in GBP.");
    // The cart's own currency: the product cannot go in this cart, and another currency means another cart.
    expect(unavailableInCurrency("Shortbread Tin", "USD", true, ["GBP"])).toBe(
      "Your cart is in USD, and Shortbread Tin has no price in USD, so it cannot go in this cart. To buy it, switch the currency to GBP (a new cart).",
    );
    expect(unavailableNote("EUR", false)).toBe("Not available in EUR");
    expect(unavailableNote("EUR", true)).toBe("Cannot go in your EUR cart");
  });
});
