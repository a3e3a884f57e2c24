import { describe, expect, it } from "vitest";
import { isAdministrator } from "./administrator";

describe("whose changes are recorded", () => {
  it("an administrator's (a staff member or an API client), not a shopper's nor nobody's", () => {
    expect(isAdministrator({ grant: "client_credentials", subject: "client:x" })).toBe(true);
    expect(isAdministrator({ grant: "client_credentials", subject: "staff:1", staff: { id: "1", name: "Ann", email: "a@x.test", role: "staff" } })).toBe(true);
    expect(isAdministrator({ grant: "implicit", subject: "implicit:1" })).toBe(false);
    expect(isAdministrator(undefined)).toBe(false);
  });
});
