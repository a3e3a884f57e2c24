import { describe, expect, it } from "vitest";
import { limitsUnpaidOrders, placedFromKey, unpaidOrderRefusal } from "./unpaid-order-limit";

describe("at most a few unpaid orders per shopper", () => {
  it("refuses once the address or the e-mail has the limit open", () => {
    expect(unpaidOrderRefusal({ byAddress: 2, byEmail: 2 }, 3)).toBeUndefined();
    expect(unpaidOrderRefusal({ byAddress: 3, byEmail: 0 }, 3)).toBe("address");
    expect(unpaidOrderRefusal({ byAddress: 0, byEmail: 3 }, 3)).toBe("email");
    expect(unpaidOrderRefusal({ byAddress: 0, byEmail: 1 }, 1)).toBe("email");
  });

  it("counts an IPv6 address by its /64, and no address when none is known", () => {
    expect(placedFromKey({ address: "2001:db8:1:2:3:4:5:6" })).toBe(placedFromKey({ address: "2001:db8:1:2:ffff::1" }));
    expect(placedFromKey({ address: "203.0.113.9" })).toBe("203.0.113.9");
    expect(placedFromKey({ address: "unknown" })).toBeUndefined();
    expect(placedFromKey(undefined)).toBeUndefined();
  });

  it("limits shoppers, not administrators, unless SHOPPER_ORDER_LIMITS is off (as the tests run)", () => {
    const was = process.env.SHOPPER_ORDER_LIMITS;
    try {
      process.env.SHOPPER_ORDER_LIMITS = "on";
      expect(limitsUnpaidOrders({ grant: "implicit", subject: "x" })).toBe(true);
      expect(limitsUnpaidOrders({ grant: "client_credentials", subject: "x" })).toBe(false);
      process.env.SHOPPER_ORDER_LIMITS = "off";
      expect(limitsUnpaidOrders({ grant: "implicit", subject: "x" })).toBe(false);
    } finally {
      process.env.SHOPPER_ORDER_LIMITS = was;
    }
  });
});
