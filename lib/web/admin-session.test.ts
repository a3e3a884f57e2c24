import { describe, expect, it } from "vitest";
import { safeAdminPath, signInPath } from "./admin-session";

describe("safeAdminPath (where sign-in returns to)", () => {
  it("returns to an admin page", () => {
    expect(safeAdminPath("/admin/settings/cart")).toBe("/admin/settings/cart");
    expect(safeAdminPath("/admin")).toBe("/admin");
  });

  it("lands on the dashboard when there is no page to return to", () => {
    expect(safeAdminPath(undefined)).toBe("/admin");
  });

  it("never leaves the admin pages or the site", () => {
    for (const next of [
      undefined,
      "",
      "https://evil.example/admin",
      "//evil.example/admin",
      "/\\evil.example",
      "/administrator",
      "/cart",
      "/admin/../cart",
      "/admin/sign-in",
      "/admin/sign-in?next=/admin",
      "javascript:alert(1)",
      // Beyond ASCII: a Location header cannot hold it (the redirect would fail with a 500).
      "/admin/\u3000/evil.example",
      "/admin/caf\u00e9",
      ["/admin"],
    ]) {
      expect(safeAdminPath(next)).toBe("/admin");
    }
  });

  it("builds the sign-in address with the page to return to", () => {
    expect(signInPath("/admin/settings/cart")).toBe("/admin/sign-in?next=%2Fadmin%2Fsettings%2Fcart");
    expect(signInPath()).toBe("/admin/sign-in");
  });
});
