import { describe, expect, it } from "vitest";
import { ApiError } from "../errors";
import { scopeAllows, subscriptionScope } from "./access";

const A = "00000000-0000-4000-8000-00000000000a";
const B = "00000000-0000-4000-8000-00000000000b";

describe("subscriptionScope", () => {
  it("client credentials see every account's subscriptions", () => {
    const scope = subscriptionScope({ grant: "client_credentials", subject: "client:x" });
    expect(scopeAllows(scope, A)).toBe(true);
    expect(scopeAllows(scope, B)).toBe(true);
  });

  it("an account token sees its own account's only", () => {
    const scope = subscriptionScope({ grant: "implicit", subject: "implicit:1", accountId: A });
    expect(scopeAllows(scope, A)).toBe(true);
    expect(scopeAllows(scope, B)).toBe(false);
  });

  it("an implicit token alone is forbidden", () => {
    expect(() => subscriptionScope({ grant: "implicit", subject: "implicit:1" })).toThrow(ApiError);
    try {
      subscriptionScope({ grant: "implicit", subject: "implicit:1" });
    } catch (error) {
      expect((error as ApiError).status).toBe(403);
    }
  });
});
