// The From header of the store's e-mail: the stored sender's name and address, or the environment's EMAIL_FROM,
// else the default (email-sender.ts reads which).
export const DEFAULT_FROM = "Cartwright <shop@cartwright.test>";

/** The environment's From address (EMAIL_FROM), else the default. */
export function environmentFrom(value = process.env.EMAIL_FROM): string {
  return value && value.trim() !== "" ? value.trim() : DEFAULT_FROM;
}

/** A From header of a name and an address; a name with characters a header gives meaning to is quoted. */
export function fromHeader(name: string, address: string): string {
  if (name === "") return address;
  // RFC 5322 atoms and spaces go as they are; anything else is a quoted string.
  const plain = /^[A-Za-z0-9!#$%&'*+\-/=?^_`{|}~ ]*$/.test(name);
  return `${plain ? name : `"${name.replace(/["\\]/g, "\\$&")}"`} <${address}>`;
}
