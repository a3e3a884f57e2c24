import { describe, expect, it } from "vitest";
import { ApiError } from "../errors";
import type { Caller } from "../auth/tokens";
import { assertOwner, isOwnerCaller, OWNER_ONLY, removalRefusal, roleChangeRefusal } from "./staff-permissions";

const staffCaller = (role: "owner" | "staff"): Caller => ({
  grant: "client_credentials",
  subject: `staff:${role}`,
  staff: { id: role, name: role, email: `${role}@example.test`, role },
});

describe("who may change settings and manage staff", () => {
  it("an owner and an API client may; staff and shoppers may not", () => {
    expect(isOwnerCaller(staffCaller("owner"))).toBe(true);
    expect(isOwnerCaller({ grant: "client_credentials", subject: "client:x" })).toBe(true);
    expect(isOwnerCaller(staffCaller("staff"))).toBe(false);
    expect(isOwnerCaller({ grant: "implicit", subject: "implicit:x" })).toBe(false);
  });

  it("refuses staff with a 403 that says why", () => {
    expect(() => assertOwner(staffCaller("owner"))).not.toThrow();
    try {
      assertOwner(staffCaller("staff"));
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(ApiError);
      expect((error as ApiError).status).toBe(403);
      expect((error as ApiError).errors[0].detail).toBe(OWNER_ONLY);
    }
  });
});

describe("removing and re-rolling members", () => {
  const owner = { id: "o1", role: "owner" };
  const second = { id: "o2", role: "owner" };
  const clerk = { id: "s1", role: "staff" };

  it("the owner removes staff and other owners, but not themselves", () => {
    expect(removalRefusal("o1", clerk, [owner, clerk])).toBeUndefined();
    expect(removalRefusal("o1", second, [owner, second])).toBeUndefined();
    expect(removalRefusal("o1", owner, [owner, second])).toMatch(/cannot remove yourself/);
  });

  it("the last owner cannot be removed, even by an API client", () => {
    expect(removalRefusal(undefined, owner, [owner, clerk])).toMatch(/last owner/);
    expect(removalRefusal(undefined, owner, [owner, second])).toBeUndefined();
  });

  it("the last owner stays an owner; staff can become owners", () => {
    expect(roleChangeRefusal(owner, "staff", [owner, clerk])).toMatch(/last owner/);
    expect(roleChangeRefusal(owner, "staff", [owner, second, clerk])).toBeUndefined();
    expect(roleChangeRefusal(clerk, "owner", [owner, clerk])).toBeUndefined();
  });
});
