import { describe, expect, it } from "vitest";
import { customerFigures } from "./customer-totals";

const at = (day: string) => new Date(`${day}T12:00:00Z`);
const group = (over: Partial<Parameters<typeof customerFigures>[1][number]>) => ({
  email: "ada@example.test",
  currency: "GBP",
  status: "complete",
  orders: 1,
  total: 1000,
  first: at("2026-01-02"),
  last: at("2026-01-02"),
  ...over,
});

describe("a customer's figures", () => {
  it("adds totals per currency, never across currencies, to the minor unit", () => {
    const figures = customerFigures("Ada@Example.test", [
      group({ currency: "GBP", orders: 2, total: 11975 }),
      group({ currency: "GBP", status: "incomplete", total: 1 }),
      group({ currency: "USD", total: 2050 }),
    ]);
    expect(figures.orders).toBe(4);
    expect(figures.spent.map(({ amount, currency }) => ({ amount, currency }))).toEqual([
      { amount: 11976, currency: "GBP" },
      { amount: 2050, currency: "USD" },
    ]);
    expect(figures.spent[0].formatted).toBe("£119.76");
  });

  it("counts cancelled orders as orders but not as money spent", () => {
    const figures = customerFigures("ada@example.test", [group({ status: "cancelled", total: 5000, last: at("2026-03-01") }), group({ total: 700 })]);
    expect(figures.orders).toBe(2);
    expect(figures.spent.map((m) => m.amount)).toEqual([700]);
    expect(figures.lastOrderAt).toEqual(at("2026-03-01"));
    expect(customerFigures("ada@example.test", [group({ status: "cancelled" })]).spent).toEqual([]);
  });

  it("takes the first and last order over every group, and ignores other e-mails", () => {
    const figures = customerFigures("ada@example.test", [
      group({ first: at("2026-02-01"), last: at("2026-02-05") }),
      group({ currency: "EUR", first: at("2026-01-10"), last: at("2026-01-20") }),
      group({ email: "bob@example.test", first: at("2025-01-01"), last: at("2027-01-01"), total: 99 }),
    ]);
    expect(figures).toMatchObject({ orders: 2, firstOrderAt: at("2026-01-10"), lastOrderAt: at("2026-02-05") });
    expect(figures.spent.map((m) => m.currency)).toEqual(["EUR", "GBP"]);
    expect(customerFigures("nobody@example.test", [])).toEqual({ orders: 0, spent: [], firstOrderAt: undefined, lastOrderAt: undefined });
  });
});
