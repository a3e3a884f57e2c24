// A destructive or money action in the admin (delete a category, a promotion, a shipping method; cancel a
// subscription; refund or cancel an order): a plain form that posts its hidden fields to its Server Action only once
// the administrator ticks the box that says what will happen. Works without JavaScript; the action checks the box
// again (`confirm` = "yes").
import type { ReactNode } from "react";

type Props = {
  action: (form: FormData) => Promise<void>;
  /** Hidden fields the action needs (ids). */
  fields: Record<string, string>;
  /** What ticking the box agrees to, such as "Yes, delete this promotion". */
  confirm: string;
  button: string;
  id: string;
  children?: ReactNode;
  /** A red button, for what cannot be undone (the default); the brand colour otherwise. */
  danger?: boolean;
};

export function ConfirmedForm({ action, fields, confirm, button, id, children, danger = true }: Props) {
  return (
    <form action={action} className="flex flex-wrap items-end gap-3">
      {Object.entries(fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
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
