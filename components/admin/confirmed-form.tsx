// A destructive admin action (delete a shipping method, cancel a subscription): a plain form that posts its hidden
// fields to its Server Action only once the administrator ticks the box that says what will happen. No JavaScript.
type Props = {
  action: (form: FormData) => Promise<void>;
  /** The fields that say what it acts on. */
  fields: Record<string, string>;
  /** What ticking the box agrees to, such as "Yes, delete this shipping method". */
  confirm: string;
  button: string;
  id: string;
};

export function ConfirmedForm({ action, fields, confirm, button, id }: Props) {
  return (
    <form action={action} className="flex flex-wrap items-center gap-3">
      {Object.entries(fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <div className="flex items-center gap-2 text-sm">
        <input id={id} type="checkbox" name="confirm" value="yes" required className="h-4 w-4 accent-brand-700" />
        <label htmlFor={id}>{confirm}</label>
      </div>
      <button type="submit" className="rounded-md bg-red-700 px-3 py-1.5 text-sm font-medium text-white hover:bg-red-900">
        {button}
      </button>
    </form>
  );
}
