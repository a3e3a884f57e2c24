/**
 * An e-mail address in a narrow place: it wraps only at its `@`, never mid-word; a part longer than the line is cut
 * with an ellipsis, the whole address in its title.
 */
export function EmailText({ email, className = "" }: { email: string; className?: string }) {
  const at = email.lastIndexOf("@");
  const part = "inline-block max-w-full truncate align-bottom";
  if (at <= 0) {
    return (
      <span className={`${part} ${className}`} title={email}>
        {email}
      </span>
    );
  }
  return (
    <span className={`block max-w-full ${className}`} title={email}>
      <span className={part}>{email.slice(0, at)}</span>
      <wbr />
      <span className={part}>{email.slice(at)}</span>
    </span>
  );
}
