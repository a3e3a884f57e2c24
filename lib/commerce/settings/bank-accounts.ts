// The store's bank account per currency (docs/orders.md "Paying by bank transfer or on delivery"): a UK account by
// sort code and account number for GBP, an IBAN and BIC for EUR, a US routing and account number for USD. A shopper
// paying by bank transfer is shown only their order's currency's account; a currency without one says to contact
// the store. Apart from the storage, so that the admin form's browser code loads it (the same checks both sides).
import { z } from "zod";

export const BANK_CURRENCIES = ["GBP", "EUR", "USD"] as const;
export type BankCurrency = (typeof BANK_CURRENCIES)[number];

type Field = { key: string; label: string; hint: string; check: (value: string) => string | undefined; normal: (value: string) => string };

const compact = (value: string) => value.replace(/[\s-]/g, "").toUpperCase();
const digits = (min: number, max: number, what: string) => (value: string) =>
  new RegExp(`^\\d{${min},${max}}$`).test(compact(value)) ? undefined : `${what} is ${min === max ? min : `${min} to ${max}`} digits.`;

/** ISO 13616: the IBAN's check digits make it 1 modulo 97. */
export function ibanIsValid(typed: string): boolean {
  const iban = compact(typed);
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]{11,30}$/.test(iban)) return false;
  const numeric = (iban.slice(4) + iban.slice(0, 4)).replace(/[A-Z]/g, (c) => String(c.charCodeAt(0) - 55));
  let rest = 0;
  for (const digit of numeric) rest = (rest * 10 + Number(digit)) % 97;
  return rest === 1;
}

/** An ABA routing number: nine digits whose weighted sum (3, 7, 1) is a multiple of ten. */
export function routingNumberIsValid(typed: string): boolean {
  const n = compact(typed);
  if (!/^\d{9}$/.test(n)) return false;
  const d = [...n].map(Number);
  return (3 * (d[0] + d[3] + d[6]) + 7 * (d[1] + d[4] + d[7]) + (d[2] + d[5] + d[8])) % 10 === 0;
}

const accountName: Field = {
  key: "account_name",
  label: "Account name",
  hint: "The name the account is held in",
  check: (value) => (value.trim().length <= 100 ? undefined : "Keep the account name to 100 characters."),
  normal: (value) => value.trim().replace(/\s+/g, " "),
};

/** Each currency's fields, in the order they are shown. */
export const BANK_ACCOUNT_FIELDS: Record<BankCurrency, Field[]> = {
  GBP: [
    accountName,
    {
      key: "sort_code",
      label: "Sort code",
      hint: "Six digits, such as 04-00-04",
      check: digits(6, 6, "A sort code"),
      normal: (value) => compact(value).replace(/^(\d{2})(\d{2})(\d{2})$/, "$1-$2-$3"),
    },
    { key: "account_number", label: "Account number", hint: "Eight digits", check: digits(8, 8, "A UK account number"), normal: compact },
  ],
  EUR: [
    accountName,
    {
      key: "iban",
      label: "IBAN",
      hint: "Such as DE89 3704 0044 0532 0130 00",
      check: (value) => (ibanIsValid(value) ? undefined : "That is not a valid IBAN: check the letters and digits."),
      normal: (value) => compact(value).replace(/(.{4})(?=.)/g, "$1 "),
    },
    {
      key: "bic",
      label: "BIC (SWIFT code)",
      hint: "8 or 11 letters and digits",
      check: (value) => (/^[A-Z]{6}[A-Z0-9]{2}([A-Z0-9]{3})?$/.test(compact(value)) ? undefined : "A BIC is 8 or 11 letters and digits, such as DEUTDEFF."),
      normal: compact,
    },
  ],
  USD: [
    accountName,
    {
      key: "routing_number",
      label: "Routing number (ABA)",
      hint: "Nine digits",
      check: (value) => (routingNumberIsValid(value) ? undefined : "That is not a valid routing number: nine digits, check them."),
      normal: compact,
    },
    { key: "account_number", label: "Account number", hint: "4 to 17 digits", check: digits(4, 17, "A US account number"), normal: compact },
  ],
};

export type BankAccount = Record<string, string>;
export type BankAccounts = Partial<Record<string, BankAccount>>;

const NO_CONTROL = /[\u0000-\u001f\u007f]/;

/** One currency's account: every field empty (none kept), or every field filled and valid; kept normalised. */
function accountSchema(currency: BankCurrency) {
  const fields = BANK_ACCOUNT_FIELDS[currency];
  return z
    .object(Object.fromEntries(fields.map((f) => [f.key, z.string().max(200, "That is too long.").refine((v) => !NO_CONTROL.test(v), "Only text, please.")])))
    .superRefine((account, context) => {
      if (fields.every((f) => !account[f.key]?.trim())) return;
      for (const f of fields) {
        const value = account[f.key]?.trim() ?? "";
        const problem = value === "" ? `Enter the ${f.label.replace(/ \(.*\)$/, "")}, or empty every ${currency} field to show none.` : f.check(value);
        if (problem) context.addIssue({ code: "custom", path: [f.key], message: problem });
      }
    })
    .transform((account) => (fields.every((f) => !account[f.key]?.trim()) ? undefined : Object.fromEntries(fields.map((f) => [f.key, f.normal(account[f.key])]))));
}

export const bankAccountsSchema = z.object({ GBP: accountSchema("GBP"), EUR: accountSchema("EUR"), USD: accountSchema("USD") });

/** The form's values for the accounts kept (empty fields where none). */
export function bankAccountsForm(accounts: BankAccounts): Record<BankCurrency, Record<string, string>> {
  return Object.fromEntries(
    BANK_CURRENCIES.map((currency) => [currency, Object.fromEntries(BANK_ACCOUNT_FIELDS[currency].map((f) => [f.key, accounts[currency]?.[f.key] ?? ""]))]),
  ) as Record<BankCurrency, Record<string, string>>;
}

/** The account a shopper paying in `currency` is shown, as labelled lines; none when the store keeps none for it. */
export function bankDetailsFor(currency: string, accounts: BankAccounts): { label: string; value: string }[] {
  const account = accounts[currency];
  const fields = (BANK_ACCOUNT_FIELDS as Record<string, Field[] | undefined>)[currency];
  if (!account || !fields) return [];
  return fields.filter((f) => account[f.key]).map((f) => ({ label: f.label, value: account[f.key] }));
}

/** The same as text, a line each ("Sort code: 04-00-04"), for the order page and the e-mail; "" when none. */
export const bankDetailsText = (currency: string, accounts: BankAccounts): string =>
  bankDetailsFor(currency, accounts)
    .map((line) => `${line.label}: ${line.value}`)
    .join("\n");
