import { describe, expect, it } from "vitest";
import { mayReadMember, mayUseAccount } from "./account-access";

const A = "11111111-1111-4111-8111-111111111111";
const B = "22222222-2222-4222-8222-222222222222";
const M = "33333333-3333-4333-8333-333333333333";

describe("account access", () => {
  it("lets the account's members and administrators in, and nobody else", () => {
    expect(mayUseAccount({ grant: "client_credentials", subject: "admin" }, A)).toBe(true);
    expect(mayUseAccount({ grant: "implicit", subject: "s", accountId: A }, A.toUpperCase())).toBe(true);
    expect(mayUseAccount({ grant: "implicit", subject: "s", accountId: B }, A)).toBe(false);
    expect(mayUseAccount({ grant: "implicit", subject: "s" }, A)).toBe(false);
  });

  it("lets a member read only themself", () => {
    expect(mayReadMember({ grant: "implicit", subject: "s", accountId: A, accountMemberId: M }, { id: M, accountId: A })).toBe(true);
    expect(mayReadMember({ grant: "implicit", subject: "s", accountId: A, accountMemberId: B }, { id: M, accountId: A })).toBe(false);
    expect(mayReadMember({ grant: "client_credentials", subject: "admin" }, { id: M, accountId: A })).toBe(true);
  });
});
