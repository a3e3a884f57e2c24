import { describe, expect, it } from "vitest";
import { maskCardId } from "./card-mask";

describe("maskCardId", () => {
  it("shows only the last four characters", () => {
    expect(maskCardId("card_4242424242424242")).toBe("•••• 4242");
    expect(maskCardId("card_8Diw3FQPhxK27WADPVMeXieP")).toBe("•••• XieP");
    expect(maskCardId("card_4242424242424242")).not.toContain("card_");
  });
  it("nothing to show without a card", () => {
    expect(maskCardId(undefined)).toBeUndefined();
    expect(maskCardId("")).toBeUndefined();
  });
});
