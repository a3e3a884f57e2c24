import { describe, expect, it } from "vitest";
import { adminDate, adminDateTime, adminDay } from "./admin-dates";

describe("the admin's dates in the store's time zone", () => {
  const lateUtc = new Date("2027-03-05T23:30:00Z");

  it("puts a moment on the store's day", () => {
    expect(adminDate(lateUtc, "UTC")).toBe("5 March 2027");
    expect(adminDate(lateUtc, "Asia/Tokyo")).toBe("6 March 2027");
  });

  it("says the time and the zone", () => {
    expect(adminDateTime(lateUtc, "UTC")).toMatch(/^5 March 2027(,| at) 23:30 UTC$/);
    expect(adminDateTime(lateUtc, "Asia/Tokyo")).toMatch(/^6 March 2027(,| at) 08:30 GMT\+9$/);
    expect(adminDateTime(new Date("2027-07-01T12:00:00Z"), "Europe/London")).toMatch(/13:00 BST$/);
  });

  it("writes a store day as it is", () => {
    expect(adminDay("2027-03-05")).toBe("5 March 2027");
  });
});
