// A payment card is shown by its last four characters only: "•••• 4242". The full card id never
// leaves the server in a page.
export function maskCardId(cardId: string | undefined | null): string | undefined {
  if (!cardId) return undefined;
  const last = cardId.slice(-4);
  return `•••• ${last}`;
}
