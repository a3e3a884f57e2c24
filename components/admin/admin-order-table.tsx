// A list of orders in the admin (a customer's, a guest's): number linking to the order's page, when, who, total and
// where it stands. Scrolls sideways inside itself on a narrow screen.
import Link from "next/link";
import { DateText } from "@/components/ui/date-text";
import type { LoadedOrder } from "@/lib/commerce/orders/orders";
import { orderNumberLabel } from "@/lib/commerce/orders/order-number";
import { orderStatusWords, paymentWords, shippingWords } from "@/lib/commerce/orders/order-status-words";

export function AdminOrderTable({ orders, testId }: { orders: LoadedOrder[]; testId: string }) {
  return (
    <div className="mt-2 overflow-x-auto">
      <table className="w-full border-collapse text-left text-sm" data-testid={testId}>
        <thead>
          <tr className="border-b border-stone-300">
            <th scope="col" className="py-2 pr-3">Order</th>
            <th scope="col" className="py-2 pr-3">Placed</th>
            <th scope="col" className="py-2 pr-3">Customer</th>
            <th scope="col" className="py-2 pr-3">Total</th>
            <th scope="col" className="py-2 pr-3">State</th>
          </tr>
        </thead>
        <tbody>
          {orders.map(({ order }) => (
            <tr key={order.id} className="border-b border-stone-200" data-testid="customer-order-row" data-id={order.id}>
              <td className="py-2 pr-3">
                <Link href={`/admin/orders/${order.id}`} className="font-medium text-brand-700 underline underline-offset-2">
                  {orderNumberLabel(order.number)}
                </Link>
              </td>
              <td className="py-2 pr-3">
                <DateText date={order.createdAt} />
              </td>
              <td className="py-2 pr-3">
                {order.customer.name}
                <span className="block break-all text-stone-600">{order.customer.email}</span>
              </td>
              <td className="py-2 pr-3 whitespace-nowrap">{(order.displayPrice as { with_tax?: { formatted?: string } }).with_tax?.formatted}</td>
              <td className="py-2 pr-3">
                {orderStatusWords(order.status)} · {paymentWords(order.payment)} · {shippingWords(order.shipping)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
