import type { Metadata } from "next";
import Link from "next/link";
import { z } from "zod";
import { DateText } from "@/components/ui/date-text";
import { SendingNotice } from "@/components/admin/sending-notice";
import { adminOutboxPage, asAdministratorSees, emailKindWords, emailStateWords } from "@/lib/commerce/email/admin-outbox";
import { renderOutboxRow } from "@/lib/email/render";
import { smtpUrl } from "@/lib/email/smtp";
import { requireAdmin } from "@/lib/web/admin-session";

export const metadata: Metadata = { title: "E-mails" };

const pageSchema = z.coerce.number().int().min(1).max(100_000).catch(1);

export default async function AdminEmailsPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  await requireAdmin("/admin/emails");
  const page = pageSchema.parse((await searchParams).page ?? 1);
  const { rows, total, pages } = await adminOutboxPage(page);
  const sending = smtpUrl() !== undefined;
  const subjects = await Promise.all(rows.map(async (row) => (await renderOutboxRow(asAdministratorSees(row, sending)))?.subject ?? emailKindWords(row.kind)));
  return (
    <>
      <h1 className="text-2xl font-semibold tracking-tight">E-mails</h1>
      <SendingNotice sending={sending} />
      <p className="mt-4 text-sm text-stone-600" role="status">
        {total === 1 ? "1 message" : `${total} messages`}
        {pages > 1 ? `, page ${page} of ${pages}` : ""}
      </p>
      {rows.length ? (
        <table className="mt-2 w-full border-collapse text-left text-sm">
          <thead>
            <tr className="border-b border-stone-300">
              <th scope="col" className="py-2 pr-3">Written</th>
              <th scope="col" className="py-2 pr-3">Message</th>
              <th scope="col" className="py-2 pr-3">To</th>
              <th scope="col" className="py-2 pr-3">State</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row, i) => (
              <tr key={row.id} className="border-b border-stone-200 align-top" data-testid="admin-email-row">
                <td className="py-2 pr-3 whitespace-nowrap">
                  <DateText date={row.createdAt} />
                </td>
                <td className="py-2 pr-3">
                  <Link href={`/admin/emails/${row.id}`} className="font-medium text-brand-700 underline-offset-2 hover:underline">
                    {subjects[i]}
                  </Link>
                  <span className="block text-stone-600">{emailKindWords(row.kind)}</span>
                </td>
                <td className="py-2 pr-3 break-all">{row.recipient}</td>
                <td className="py-2 pr-3">{emailStateWords(row, sending)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : (
        <p className="mt-4 text-stone-600">No e-mail yet: orders, refunds, password resets and invoices write theirs here.</p>
      )}
      {pages > 1 ? (
        <nav aria-label="Pages" className="mt-4 flex gap-4 text-sm">
          {page > 1 ? <Link href={`/admin/emails?page=${page - 1}`} className="text-brand-700 underline">Previous page</Link> : null}
          {page < pages ? <Link href={`/admin/emails?page=${page + 1}`} className="text-brand-700 underline">Next page</Link> : null}
        </nav>
      ) : null}
    </>
  );
}
