// The store's customers (docs/admin.md "Customers"): one per e-mail, lower-cased, whether they bought as a guest, have
// an account member, or both. Checkout notes the buyer (checkout-customer.ts, in its transaction); member creation links the
// member (the account store, in its transactions). The admin's list pages in SQL (customer store `search`) and reads
// the figures of that page's e-mails only (customer-totals.ts says what they mean); a customer's page shows every
// order placed with the e-mail, and, with an account, its members, addresses and subscriptions.
import { accountStore } from "@/lib/storage/accounts/account-store";
import { customerStore, type CustomerRow } from "@/lib/storage/customers/customer-store";
import { activityOf, recordActivity, type ActivityEntry } from "../activity/activity";
import type { Caller } from "../auth/tokens";
import { now } from "../clock";
import { ApiError } from "../errors";
import { listOrders, type LoadedOrder } from "../orders/orders";
import { accountSubscriptionsForAdmin, type AdminSubscriptionRow } from "../subscriptions/admin-subscriptions";
import { addressResource } from "../accounts/address-resource";
import { listAddresses } from "../accounts/addresses";
import { storedUuid, type Uuid } from "../uuid";
import type { CustomerQuery } from "./customer-search";
import type { CustomerForm } from "./customer-schema";
import { customerFigures, type CustomerFigures } from "./customer-totals";

export { parseCustomerQuery, type CustomerQuery } from "./customer-search";

export const CUSTOMERS_PER_PAGE = 20;
const ORDERS_SHOWN = 50;

/** Guest: bought without an account; Account: an account member has the e-mail. */
export type CustomerKind = "Guest" | "Account";

export type AdminCustomerRow = CustomerFigures & {
  id: string;
  name: string;
  email: string;
  phone: string;
  kind: CustomerKind;
  createdAt: Date;
};

const rowOf = (customer: CustomerRow, figures: CustomerFigures): AdminCustomerRow => ({
  id: customer.id,
  name: customer.name,
  email: customer.email,
  phone: customer.phone,
  kind: customer.memberId ? "Account" : "Guest",
  createdAt: customer.createdAt,
  ...figures,
});

async function rowsWithFigures(customers: CustomerRow[]): Promise<AdminCustomerRow[]> {
  const groups = await customerStore().orderGroups(customers.map((c) => c.email));
  return customers.map((customer) => rowOf(customer, customerFigures(customer.email, groups)));
}

/** The customers the search finds, newest first, a page of them, with their figures. */
export async function adminCustomerList(query: CustomerQuery) {
  const { rows, total } = await customerStore().search(query.q, { limit: CUSTOMERS_PER_PAGE, offset: (query.page - 1) * CUSTOMERS_PER_PAGE });
  return { customers: await rowsWithFigures(rows), total, page: query.page, pages: Math.max(1, Math.ceil(total / CUSTOMERS_PER_PAGE)) };
}

export type AdminCustomer = AdminCustomerRow & {
  notes: string;
  emailVerifiedAt: Date | null;
  orderList: { shown: LoadedOrder[]; total: number };
  /** The account of the customer's member, when there is one. */
  account?: {
    id: string;
    name: string;
    legalName: string;
    members: { name: string; email: string; since: Date }[];
    addresses: ReturnType<typeof addressResource>[];
    subscriptions: AdminSubscriptionRow[];
  };
  activity: ActivityEntry[];
};

async function accountOf(caller: Caller, memberId: string | null): Promise<AdminCustomer["account"]> {
  const member = memberId ? await accountStore().member(memberId) : undefined;
  const found = member?.accountId ? await accountStore().accountWithMembers(member.accountId) : undefined;
  if (!found) return undefined;
  const id = found.account.id;
  const [addresses, subscriptions] = await Promise.all([listAddresses(caller, storedUuid(id), { limit: 100, offset: 0 }), accountSubscriptionsForAdmin(id)]);
  return {
    id,
    name: found.account.name,
    legalName: found.account.legalName,
    members: found.members.map(({ name, email, createdAt }) => ({ name, email, since: createdAt })),
    addresses: addresses.rows.map(addressResource),
    subscriptions,
  };
}

/** One customer with everything the merchant looks after for them; undefined when there is none with this id. */
export async function adminCustomer(caller: Caller, id: Uuid): Promise<AdminCustomer | undefined> {
  const customer = await customerStore().customer(id);
  if (!customer) return undefined;
  const [[row], orders, account, activity] = await Promise.all([
    rowsWithFigures([customer]),
    listOrders({ kind: "customer", email: customer.email }, { limit: ORDERS_SHOWN, offset: 0 }),
    accountOf(caller, customer.memberId),
    activityOf({ type: "customer", id: customer.id }),
  ]);
  return { ...row, notes: customer.notes, emailVerifiedAt: customer.emailVerifiedAt, orderList: { shown: orders.orders, total: orders.total }, account, activity };
}

/** The customer an old /admin/customers/{accountId} link means: the account's first member's; undefined when none. */
export async function customerIdOfAccount(accountId: Uuid): Promise<string | undefined> {
  return (await customerStore().customerOfAccount(accountId))?.id;
}

const emailTaken = () =>
  new ApiError({ status: 409, title: "Conflict", detail: "Another customer has this e-mail address.", source: "email" });
export const customerNotFound = (id: string) => new ApiError({ status: 404, title: "Not Found", detail: "There is no such customer.", meta: { id } });

/** A new customer (a guest until a member signs up with the e-mail); 409 when a customer has the e-mail. */
export async function createCustomer(caller: Caller, input: CustomerForm): Promise<{ id: string }> {
  return customerStore().transaction(async (tx) => {
    const created = await customerStore().insert(tx, { email: input.email.toLowerCase(), name: input.name, phone: input.phone, notes: input.notes });
    if (!created) throw emailTaken();
    await recordActivity(caller, { action: "customer_created", subject: { type: "customer", id: created.id }, summary: `Added the customer ${created.name} (${created.email})` }, tx);
    return { id: created.id };
  });
}

const FIELD_WORDS = { name: "name", email: "e-mail", phone: "phone", notes: "notes" } as const;
const inWords = (words: string[]) => (words.length < 2 ? words.join("") : `${words.slice(0, -1).join(", ")} and ${words.at(-1)}`);

/**
 * Changes a customer's name, phone and notes, and the e-mail of a guest-only customer (an account member's e-mail is
 * how they sign in: it is not changed here; 400). 404 for no such customer, 409 for an e-mail another customer has.
 */
export async function updateCustomer(caller: Caller, id: Uuid, input: CustomerForm): Promise<{ id: string }> {
  return customerStore().transaction(async (tx) => {
    const current = await customerStore().customer(id, tx);
    if (!current) throw customerNotFound(id);
    const email = input.email.toLowerCase();
    if (email !== current.email && current.memberId) {
      throw new ApiError({ status: 400, title: "Bad Request", detail: "This customer has an account: their e-mail is how they sign in, and is not changed here.", source: "email" });
    }
    const next = { name: input.name, email, phone: input.phone, notes: input.notes };
    const changed = (Object.keys(next) as (keyof typeof next)[]).filter((key) => next[key] !== current[key]);
    if (changed.length === 0) return { id: current.id };
    const saved = await customerStore().update(tx, current.id, { ...next, updatedAt: now() });
    if (!saved) throw emailTaken();
    const words = changed.map((key) => FIELD_WORDS[key]);
    const emailNote = changed.includes("email") ? ` (was ${current.email}, now ${saved.email})` : "";
    await recordActivity(caller, { action: "customer_updated", subject: { type: "customer", id: current.id }, summary: `Changed the customer's ${inWords(words)}${emailNote}` }, tx);
    return { id: current.id };
  });
}

// ---- CSV ------------------------------------------------------------------------------------------

const CSV_PAGE = 500;

/** Every customer the search finds (newest first), page by page: never the whole list of orders at once. */
export async function* customerCsvRows(q: string): AsyncGenerator<AdminCustomerRow[]> {
  for (let offset = 0; ; offset += CSV_PAGE) {
    const { rows } = await customerStore().search(q, { limit: CSV_PAGE, offset });
    if (rows.length) yield await rowsWithFigures(rows);
    if (rows.length < CSV_PAGE) return;
  }
}
