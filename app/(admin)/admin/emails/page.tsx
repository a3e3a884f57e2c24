import type { Metadata } from "next";
import Link from "next/link";
import { z } from "zod";
import { AdminDate } from "@/components/admin/admin-moment";
import { SendingNotice } from "@/components/admin/sending-notice";
import { adminOutboxPage, asAdministratorSees, emailKindWords, emailStateWords } from "@/lib/commerce/email/admin-outbox";
import { renderOutboxRow } from "@/lib/email/render";
import { smtpUrl } from "@/lib/email/smtp";
import { requireAdmin } from "@/lib/web/admin-session";
import { isOwnerCaller } from "@/lib/commerce/staff/staff-permissions";

export const metadata: Metadata = { title: "E-mails" };

const pageSchema = z.coerce.number().int().min(1).max(100_000).catch(1);

export default async function AdminEmailsPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const caller = await requireAdmin("/admin/emails");
  const page = pageSchema.parse((await searchParams).page ?? 1);
  const { rows, total, pages } = await adminOutboxPage(page);
  const sending = smtpUrl() !== undefined;
  const subjects = await Promise.all(rows.map(async (row) => (await renderOutboxRow(asAdministratorSees(row, sending, isOwnerCaller(caller))))?.subject ?? emailKindWords(row.kind)));
  return (
    <>
      <h1 className="text-2xl font-semibold tracking-tight">E-mails</h1>
      <SendingNotice sending={sending} />
      <p className="mt-4 text-sm text-stone-600" role="status">
        {total === 1 ? "1 message" : `${total} messages`}
        {pages > 1 ? `, page ${page} of ${pages}` : ""}
      </p>
      {rows.length ? (
        <ul className="mt-2 divide-y divide-stone-200 border-y border-stone-200 text-sm">
          {rows.map((row, i) => (
            <li key={row.id} className="py-3" data-testid="admin-email-row">
              <Link href={`/admin/emails/${row.id}`} className="font-medium text-brand-700 underline-offset-2 hover:underline">
                {subjects[i]}
              </Link>
              <p className="mt-1 break-all text-stone-700">To {row.recipient}</p>
              <p className="mt-1 text-stone-600">
                {emailKindWords(row.kind)} · <AdminDate date={row.createdAt} /> · {emailStateWords(row, sending)}
              </p>
            </li>
          ))}
        </ul>
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
