/** Whether the store sends its e-mail, told where its outbox is shown (docs/email.md). */
export function SendingNotice({ sending }: { sending: boolean }) {
  return sending ? (
    <p className="mt-2 text-sm text-stone-600">E-mail is sent over SMTP as it is written here; a message that could not be sent is tried again later.</p>
  ) : (
    <p className="mt-2 rounded-md bg-amber-50 px-3 py-2 text-sm text-amber-900">
      E-mail is not sent: the store has no SMTP server (SMTP_URL is not set). Messages wait here, shown as they would be sent; set SMTP_URL and
      restart to send them.
    </p>
  );
}
