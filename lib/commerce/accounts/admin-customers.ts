// What /admin/customers shows (docs/admin.md "Customers"): the store's accounts, searched by name or e-mail and paged,
// with the orders guests placed with a searched e-mail; and one account with its members, orders, addresses and
// subscriptions. Reads only, through the account, address, order and subscription stores' domains.
import { accountStore, type AccountWithMembers } from "@/lib/storage/accounts/account-store";
import type { Caller } from "../auth/tokens";
import { listOrders, type LoadedOrder } from "../orders/orders";
import { accountSubscriptionsForAdmin, type AdminSubscriptionRow } from "../subscriptions/admin-subscriptions";
import { isUuid } from "../uuid";
import { addressResource } from "./address-resource";
import { listAddresses } from "./addresses";
import { guestEmailOf, type CustomerQuery } from "./customer-search";

export { parseCustomerQuery, type CustomerQuery } from "./customer-search";

export const CUSTOMERS_PER_PAGE = 20;
const ORDERS_SHOWN = 50;

export type AdminCustomerRow = { id: string; name: string; createdAt: Date; members: { name: string; email: string }[] };

const customerRow = ({ account, members }: AccountWithMembers): AdminCustomerRow => ({
  id: account.id,
  name: account.name,
  createdAt: account.createdAt,
  members: members.map(({ name, email }) => ({ name, email })),
});

/** The accounts the search finds (newest first, a page of them), and the guest orders placed with a searched e-mail. */
export async function adminCustomerList(query: CustomerQuery) {
  const guestEmail = guestEmailOf(query.q);
  const [{ rows, total }, guests] = await Promise.all([
    accountStore().search(query.q, { limit: CUSTOMERS_PER_PAGE, offset: (query.page - 1) * CUSTOMERS_PER_PAGE }),
    guestEmail ? listOrders({ kind: "all" }, { limit: ORDERS_SHOWN, offset: 0 }, { guestEmail }) : undefined,
  ]);
  return {
    customers: rows.map(customerRow),
    total,
    page: query.page,
    pages: Math.max(1, Math.ceil(total / CUSTOMERS_PER_PAGE)),
    guestOrders: guests ? { email: guestEmail!, orders: guests.orders, total: guests.total } : undefined,
  };
}

export type AdminCustomer = AdminCustomerRow & {
  legalName: string;
  members: { name: string; email: string; since: Date }[];
  orders: { shown: LoadedOrder[]; total: number };
  addresses: ReturnType<typeof addressResource>[];
  subscriptions: AdminSubscriptionRow[];
};

/** One account with everything the merchant looks after for it; undefined when there is none with this id. */
export async function adminCustomer(caller: Caller, id: string): Promise<AdminCustomer | undefined> {
  if (!isUuid(id)) return undefined;
  const found = await accountStore().accountWithMembers(id);
  if (!found) return undefined;
  const [orders, addresses, subscriptions] = await Promise.all([
    listOrders({ kind: "account", accountId: id }, { limit: ORDERS_SHOWN, offset: 0 }),
    listAddresses(caller, id, { limit: 100, offset: 0 }),
    accountSubscriptionsForAdmin(id),
  ]);
  return {
    ...customerRow(found),
    legalName: found.account.legalName,
    members: found.members.map(({ name, email, createdAt }) => ({ name, email, since: createdAt })),
    orders: { shown: orders.orders, total: orders.total },
    addresses: addresses.rows.map(addressResource),
    subscriptions,
  };
}
