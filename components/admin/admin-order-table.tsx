// The admin's list of orders (all orders, a customer's, a guest's): number linking to the order's page, when, who,
// total and where it stands. On a narrow screen each order is a card (no sideways scrolling).
import Link from "next/link";
import { AdminRow, AdminTable, CardLabel, cell } from "@/components/admin/admin-table";
import { EmailText } from "@/components/admin/email-text";
import { adminStoreFacts } from "@/lib/web/admin-store-facts";
import { adminDate } from "./admin-dates";
import type { LoadedOrder } from "@/lib/commerce/orders/orders";
import { orderNumberLabel } from "@/lib/commerce/orders/order-number";
import { orderState } from "@/lib/commerce/orders/order-status-words";

const COLUMNS = ["Order", "Placed", "Customer", "Total", "State"] as const;

export async function AdminOrderTable({
  orders,
  label,
  testId,
  rowTestId,
  numberTestId,
}: {
  orders: LoadedOrder[];
  label: string;
  testId?: string;
  rowTestId: string;
  numberTestId?: string;
}) {
  const { timeZone, orderNumberPrefix } = await adminStoreFacts();
  return (
    <AdminTable label={label} columns={COLUMNS} testId={testId} cards>
      {orders.map(({ order }) => (
        <AdminRow key={order.id} data-testid={rowTestId} data-id={order.id}>
          <td className={cell}>
            <Link href={`/admin/orders/${order.id}`} className="font-medium text-brand-700 underline underline-offset-2" data-testid={numberTestId}>
              {orderNumberLabel(order.number, orderNumberPrefix)}
            </Link>
          </td>
          <td className={cell}>
            <CardLabel>Placed</CardLabel>
            <time dateTime={order.createdAt.toISOString()}>{adminDate(order.createdAt, timeZone)}</time>
          </td>
          <td className={cell}>
            <span className="block">{order.customer.name}</span>
            <EmailText email={order.customer.email} className="text-stone-600" />
          </td>
          <td className={`${cell} whitespace-nowrap`}>
            <CardLabel>Total</CardLabel>
            {(order.displayPrice as { with_tax?: { formatted?: string } }).with_tax?.formatted}
          </td>
          <td className={cell}>
            <CardLabel>State</CardLabel>
            {orderState(order).label}
          </td>
        </AdminRow>
      ))}
    </AdminTable>
  );
}
