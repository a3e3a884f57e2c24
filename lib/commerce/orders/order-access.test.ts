import { describe, expect, it } from "vitest";
import type { Caller } from "../auth/tokens";
import { ApiError } from "../errors";
import { canReadOrder, orderListScope } from "./order-access";

const ACCOUNT = "2f1c7e0a-5b7e-4a8e-9a57-0c1f4c1e9b11";
const OTHER = "7d0a4c1b-3e2f-4b5a-8c9d-0e1f2a3b4c5d";
const shopper: Caller = { grant: "implicit", subject: "implicit:1" };
const member: Caller = { grant: "implicit", subject: "implicit:2", accountId: ACCOUNT };
const stranger: Caller = { grant: "implicit", subject: "implicit:3", accountId: OTHER };
const admin: Caller = { grant: "client_credentials", subject: "client:x" };

describe("canReadOrder", () => {
  it("a guest order is read by whoever holds its id", () => {
    for (const caller of [shopper, member, stranger, admin]) expect(canReadOrder(caller, { accountId: null })).toBe(true);
  });

  it("an account's order is read by that account and administrators only", () => {
    const order = { accountId: ACCOUNT };
    expect(canReadOrder(member, order)).toBe(true);
    expect(canReadOrder(admin, order)).toBe(true);
    expect(canReadOrder(shopper, order)).toBe(false);
    expect(canReadOrder(stranger, order)).toBe(false);
  });
});

describe("orderListScope", () => {
  it("administrators list every order, an account its own, an implicit token alone nothing (403)", () => {
    expect(orderListScope(admin)).toEqual({ kind: "all" });
    expect(orderListScope({ ...admin, accountId: ACCOUNT })).toEqual({ kind: "all" });
    expect(orderListScope(member)).toEqual({ kind: "account", accountId: ACCOUNT });
    expect(orderListScope(member, "ada@example.test")).toEqual({ kind: "account", accountId: ACCOUNT, guestEmail: "ada@example.test" });
    expect(orderListScope(admin, "ada@example.test")).toEqual({ kind: "all" });
    expect(() => orderListScope(shopper, "ada@example.test")).toThrow(ApiError);
    expect(() => orderListScope(shopper)).toThrow(ApiError);
    try {
      orderListScope(shopper);
    } catch (error) {
      expect((error as ApiError).status).toBe(403);
    }
  });
});
