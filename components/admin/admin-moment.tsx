// A moment or a date on an admin page, in the store's time zone (admin-dates.ts), read once for the request.
import { adminStoreFacts } from "@/lib/web/admin-store-facts";
import { adminDate, adminDateTime } from "./admin-dates";

export async function AdminMoment({ date }: { date: Date }) {
  const { timeZone } = await adminStoreFacts();
  return <time dateTime={date.toISOString()}>{adminDateTime(date, timeZone)}</time>;
}

export async function AdminDate({ date }: { date: Date }) {
  const { timeZone } = await adminStoreFacts();
  return <time dateTime={date.toISOString()}>{adminDate(date, timeZone)}</time>;
}
