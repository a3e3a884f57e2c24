import { describe, expect, it } from "vitest";
import { bankAccountsSchema, bankDetailsFor, bankDetailsText, ibanIsValid, routingNumberIsValid } from "./bank-accounts";

const empty = { GBP: { account_name: "", sort_code: "", account_number: "" }, EUR: { account_name: "", iban: "", bic: "" }, USD: { account_name: "", routing_number: "", account_number: "" } };

describe("bank accounts per currency", () => {
  it("checks IBANs by their check digits and routing numbers by their checksum", () => {
    expect(ibanIsValid("DE89 3704 0044 0532 0130 00")).toBe(true);
    expect(ibanIsValid("DE88 3704 0044 0532 0130 00")).toBe(false);
    expect(ibanIsValid("GB00 DEMO 0000 0000 0000 00")).toBe(false);
    expect(routingNumberIsValid("123456780")).toBe(true);
    expect(routingNumberIsValid("123456789")).toBe(false);
    expect(routingNumberIsValid("12345678")).toBe(false);
  });

  it("keeps each currency's account normalised, or none when every field is empty", () => {
    const parsed = bankAccountsSchema.parse({
      ...empty,
      GBP: { account_name: " Cartwright  Demo ", sort_code: "040004", account_number: "1234 5678" },
      EUR: { account_name: "Cartwright", iban: "de89370400440532013000", bic: "deutdeff" },
    });
    expect(parsed).toEqual({
      GBP: { account_name: "Cartwright Demo", sort_code: "04-00-04", account_number: "12345678" },
      EUR: { account_name: "Cartwright", iban: "DE89 3704 0044 0532 0130 00", bic: "DEUTDEFF" },
      USD: undefined,
    });
  });

  it("refuses a half-filled or wrong account, naming the field", () => {
    const result = bankAccountsSchema.safeParse({ ...empty, GBP: { account_name: "Cartwright", sort_code: "04-00", account_number: "" }, USD: { account_name: "C", routing_number: "123456789", account_number: "12" } });
    expect(result.success).toBe(false);
    const issues = Object.fromEntries(result.error!.issues.map((i) => [i.path.join("."), i.message]));
    expect(issues).toEqual({
      "GBP.sort_code": "A sort code is 6 digits.",
      "GBP.account_number": "Enter the Account number, or empty every GBP field to show none.",
      "USD.routing_number": "That is not a valid routing number: nine digits, check them.",
      "USD.account_number": "A US account number is 4 to 17 digits.",
    });
  });

  it("shows a shopper only their currency's account, and none for a currency without one", () => {
    const accounts = {
      GBP: { account_name: "Cartwright", sort_code: "04-00-04", account_number: "12345678" },
      USD: { account_name: "Cartwright", routing_number: "123456780", account_number: "000123456789" },
    };
    expect(bankDetailsText("USD", accounts)).toBe("Account name: Cartwright\nRouting number (ABA): 123456780\nAccount number: 000123456789");
    expect(bankDetailsText("USD", accounts)).not.toMatch(/Sort code/);
    expect(bankDetailsFor("GBP", accounts).map((l) => l.label)).toEqual(["Account name", "Sort code", "Account number"]);
    expect(bankDetailsText("EUR", accounts)).toBe("");
    expect(bankDetailsText("JPY", accounts)).toBe("");
  });
});
