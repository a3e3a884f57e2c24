// A checkout's buyer becomes a customer of the store (one per e-mail, lower-cased; docs/admin.md "Customers"): created
// with the order's name when the e-mail is new, else left as it is. Written in the checkout's transaction.
import type { Tx } from "@/lib/storage/db";
import { customerStore } from "@/lib/storage/customers/customer-store";

export async function noteBuyer(tx: Tx, buyer: { email: string; name: string }): Promise<void> {
  await customerStore().noteBuyer(tx, buyer);
}
