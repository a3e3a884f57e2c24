import { describe, expect, it } from "vitest";
import { trackingUrl } from "./carriers";

describe("tracking links", () => {
  it("links a known carrier's parcel, the number encoded", () => {
    expect(trackingUrl("Royal Mail", "AB123456789GB")).toBe("https://www.royalmail.com/track-your-item#/tracking-results/AB123456789GB");
    expect(trackingUrl(" ups ", "1Z 999")).toBe("https://www.ups.com/track?tracknum=1Z%20999");
  });

  it("has no link for a carrier it does not know", () => {
    expect(trackingUrl("Bob's Bikes", "42")).toBeUndefined();
  });
});
