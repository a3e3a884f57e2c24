// A checkout's buyer becomes a customer of the store (one per e-mail, lower-cased; docs/admin.md "Customers"): created
// with the order's name when the e-mail is new, else left as it is. Written with the order (orders.ts checkoutCart).
import type { NewBuyer } from "@/lib/storage/customers/customer-store";

/** The customer a checkout's buyer is noted as, when the store has none of that e-mail. */
export const buyerCustomer = (buyer: { email: string; name: string }): NewBuyer => ({ email: buyer.email.toLowerCase(), name: buyer.name.slice(0, 1024) });
