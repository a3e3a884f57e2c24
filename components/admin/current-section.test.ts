import { describe, expect, it } from "vitest";
import { isCurrentSection } from "./current-section";

describe("the current admin section", () => {
  it("is the section of the page and of the pages below it; the dashboard only on itself", () => {
    expect(isCurrentSection("/admin/orders", "/admin/orders")).toBe(true);
    expect(isCurrentSection("/admin/orders", "/admin/orders/123/packing-slip")).toBe(true);
    expect(isCurrentSection("/admin/orders", "/admin/orders-archive")).toBe(false);
    expect(isCurrentSection("/admin", "/admin")).toBe(true);
    expect(isCurrentSection("/admin", "/admin/settings")).toBe(false);
    expect(isCurrentSection("/admin/settings", "/admin/settings/cart")).toBe(true);
    expect(isCurrentSection("/", "/")).toBe(false);
  });
});
