// A money or order action on the admin order page: a plain form that posts to its Server Action only once the
// administrator ticks the box that says what will happen.
import type { ReactNode } from "react";

type Props = {
  action: (form: FormData) => Promise<void>;
  orderId: string;
  transactionId?: string;
  /** What ticking the box agrees to, such as "Yes, cancel this order". */
  confirm: string;
  button: string;
  id: string;
  children?: ReactNode;
  danger?: boolean;
};

export function ConfirmedAction({ action, orderId, transactionId, confirm, button, id, children, danger }: Props) {
  return (
    <form action={action} className="flex flex-wrap items-end gap-3">
      <input type="hidden" name="order_id" value={orderId} />
      {transactionId ? <input type="hidden" name="transaction_id" value={transactionId} /> : null}
      {children}
      <div className="flex items-center gap-2 text-sm">
        <input id={id} type="checkbox" name="confirm" value="yes" required className="h-4 w-4 accent-brand-700" />
        <label htmlFor={id}>{confirm}</label>
      </div>
      <button
        type="submit"
        className={`rounded-md px-3 py-1.5 text-sm font-medium text-white ${danger ? "bg-red-700 hover:bg-red-900" : "bg-brand-700 hover:bg-brand-900"}`}
      >
        {button}
      </button>
    </form>
  );
}
