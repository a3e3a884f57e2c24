// What the admin's stock pages say of a movement: its action in shopkeeper words, and who made it.
const ACTIONS: Record<string, string> = {
  increment: "Added",
  decrement: "Taken away",
  allocate: "Held for an order",
  deallocate: "Let go by an order",
};

export const movementWords = (action: string) => ACTIONS[action] ?? action;

/** Who moved stock: a staff member by name (before staff accounts: the admin's client id), an order, the API, or
 * (before it was recorded) not known. */
export function movementBy(actor: string | null, orderId: string | null): { text: string; orderId?: string } {
  if (orderId) return { text: "Order", orderId };
  if (!actor) return { text: "Not recorded" };
  return { text: actor };
}
