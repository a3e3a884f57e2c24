// The customers as CSV, for the signed-in administrator only (docs/admin.md "Customers"); ?q= narrows it as the list's
// search does. Read page by page (customers.ts customerCsvRows).
import { customerCsvRows, parseCustomerQuery } from "@/lib/commerce/customers/customers";
import { CUSTOMER_CSV_HEADER, customerCsvLine } from "@/lib/commerce/customers/customer-csv";
import { adminCaller } from "@/lib/web/admin-session";

export async function GET(request: Request): Promise<Response> {
  if (!(await adminCaller())) return new Response("Sign in to the store admin first.\n", { status: 401, headers: { "content-type": "text/plain; charset=utf-8" } });
  const { q } = parseCustomerQuery(Object.fromEntries(new URL(request.url).searchParams));
  const lines = [CUSTOMER_CSV_HEADER.join(",")];
  for await (const rows of customerCsvRows(q)) lines.push(...rows.map(customerCsvLine));
  return new Response(lines.join("\r\n") + "\r\n", {
    headers: {
      "content-type": "text/csv; charset=utf-8",
      "content-disposition": 'attachment; filename="customers.csv"',
      "cache-control": "private, no-store",
    },
  });
}
