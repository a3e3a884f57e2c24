// The tax report as CSV, for the signed-in administrator only (docs/money.md "The books").
import { now } from "@/lib/commerce/clock";
import { adminStoreFacts } from "@/lib/web/admin-store-facts";
import { reportPeriod, taxReport, taxReportCsv } from "@/lib/commerce/orders/tax-report";
import { adminCaller } from "@/lib/web/admin-session";

export async function GET(request: Request): Promise<Response> {
  if (!(await adminCaller())) return new Response("Sign in to the store admin first.\n", { status: 401, headers: { "content-type": "text/plain; charset=utf-8" } });
  const url = new URL(request.url);
  const period = reportPeriod(url.searchParams.get("from"), url.searchParams.get("to"), now(), (await adminStoreFacts()).timeZone);
  if ("error" in period) return new Response(`${period.error}\n`, { status: 400, headers: { "content-type": "text/plain; charset=utf-8" } });
  const csv = taxReportCsv(await taxReport(period), period);
  return new Response(csv, {
    headers: {
      "content-type": "text/csv; charset=utf-8",
      "content-disposition": `attachment; filename="tax-report-${period.from}-to-${period.to}.csv"`,
      "cache-control": "private, no-store",
    },
  });
}
