import type { Metadata } from "next";
import { PageTitle } from "@/components/admin/page-title";
import { notFound } from "next/navigation";
import { AdminDate } from "@/components/admin/admin-moment";
import { SendingNotice } from "@/components/admin/sending-notice";
import { adminOutboxMessage, asAdministratorSees, emailKindWords, emailStateWords } from "@/lib/commerce/email/admin-outbox";
import { renderOutboxRow } from "@/lib/email/render";
import { readEmailSender } from "@/lib/commerce/settings/email-sender";
import { smtpUrl } from "@/lib/email/smtp";
import { requireAdmin } from "@/lib/web/admin-session";
import { isOwnerCaller } from "@/lib/commerce/staff/staff-permissions";

export const metadata: Metadata = { title: "E-mail" };

export default async function AdminEmailPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  const caller = await requireAdmin(`/admin/emails/${encodeURIComponent(id)}`);
  const row = await adminOutboxMessage(id);
  if (!row) notFound();
  const sending = smtpUrl() !== undefined;
  const [rendered, sender] = await Promise.all([renderOutboxRow(asAdministratorSees(row, sending, isOwnerCaller(caller))), readEmailSender()]);
  return (
    <>
      <PageTitle back={{ href: "/admin/emails", label: "All e-mails" }}>{rendered?.subject ?? emailKindWords(row.kind)}</PageTitle>
      <SendingNotice sending={sending} />
      <dl className="mt-4 grid grid-cols-[max-content_1fr] gap-x-4 gap-y-1 text-sm">
        <dt className="text-stone-600">From</dt>
        <dd className="break-all">{sender.from}</dd>
        <dt className="text-stone-600">To</dt>
        <dd className="break-all">{row.recipient}</dd>
        <dt className="text-stone-600">Kind</dt>
        <dd>{emailKindWords(row.kind)}</dd>
        <dt className="text-stone-600">Written</dt>
        <dd>
          <AdminDate date={row.createdAt} />
        </dd>
        <dt className="text-stone-600">State</dt>
        <dd data-testid="email-state">{emailStateWords(row, sending)}</dd>
      </dl>
      {rendered ? (
        <>
          <h2 className="mt-6 text-lg font-semibold">As the reader sees it</h2>
          {/* The message's own HTML, in a frame that runs nothing and cannot reach this page. */}
          <iframe title={`The message: ${rendered.subject}`} srcDoc={rendered.html} sandbox="allow-popups allow-popups-to-escape-sandbox" className="mt-2 h-[48rem] w-full rounded-md border border-stone-300 bg-white" />
          <h2 className="mt-6 text-lg font-semibold">Plain text</h2>
          <pre className="mt-2 overflow-x-auto whitespace-pre-wrap rounded-md border border-stone-300 bg-white p-4 text-sm" data-testid="email-text">
            {rendered.text}
          </pre>
        </>
      ) : (
        <p className="mt-6 text-stone-600">This version of the store cannot show this kind of message.</p>
      )}
    </>
  );
}
