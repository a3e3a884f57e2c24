import { describe, expect, it } from "vitest";
import { ApiError } from "../errors";
import { checkDefaultEnabled, checkDefaultKept, checkNotDefault, defaultCurrencyOf, FALLBACK_DEFAULT_CURRENCY } from "./default-currency";

const refusal = (check: () => void) => {
  try {
    check();
  } catch (error) {
    return error instanceof ApiError ? { status: error.status, title: error.errors[0].title } : error;
  }
  return undefined;
};

describe("the store's default currency", () => {
  it("is the one the table marks, else USD as EP", () => {
    expect(defaultCurrencyOf([{ code: "EUR", isDefault: false }, { code: "GBP", isDefault: true }])).toBe("GBP");
    expect(defaultCurrencyOf([{ code: "EUR", isDefault: false }])).toBe("USD");
    expect(FALLBACK_DEFAULT_CURRENCY).toBe("USD");
  });

  it("stays the default and enabled: unmarking, disabling or deleting it is 422; other currencies change freely", () => {
    const theDefault = { code: "USD", isDefault: true };
    const other = { code: "EUR", isDefault: false };
    const refused = { status: 422, title: "Default Currency" };
    expect(refusal(() => checkDefaultKept(theDefault, { isDefault: false }))).toEqual(refused);
    expect(refusal(() => checkDefaultKept(theDefault, { enabled: false }))).toEqual(refused);
    expect(refusal(() => checkNotDefault(theDefault))).toEqual(refused);
    expect(refusal(() => checkDefaultEnabled({ isDefault: true, enabled: false }))).toEqual(refused);
    expect(refusal(() => checkDefaultKept(theDefault, { isDefault: true, enabled: true }))).toBeUndefined();
    expect(refusal(() => checkDefaultKept(other, { isDefault: false, enabled: false }))).toBeUndefined();
    expect(refusal(() => checkNotDefault(other))).toBeUndefined();
    expect(refusal(() => checkDefaultEnabled({ isDefault: false, enabled: false }))).toBeUndefined();
  });
});
