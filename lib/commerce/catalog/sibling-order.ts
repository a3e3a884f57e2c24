// Moving a category one place up or down among its siblings (the admin's "Move up" / "Move down"). Nodes are in
// EP's order: the highest sort_order first, then those without one, most recently updated first
// (hierarchy-store.ts nodeOrder). A move swaps the node with its neighbour and gives every sibling an explicit
// sort_order that keeps the new order (the first gets the highest), so the order no longer hangs on update times.

export type SiblingDirection = "up" | "down";

/**
 * Rule: the sort orders to write (node id → sort_order) so that `nodeId` trades places with the sibling before
 * (`up`) or after (`down`) it in `siblings` (in their current order). Only changed ones are returned; none when the
 * node is already first (up) or last (down), or is not among the siblings.
 */
export function siblingSortOrders(siblings: readonly { id: string; sortOrder: number | null }[], nodeId: string, direction: SiblingDirection): Map<string, number> {
  const index = siblings.findIndex((s) => s.id === nodeId);
  const other = direction === "up" ? index - 1 : index + 1;
  if (index < 0 || other < 0 || other >= siblings.length) return new Map();
  const order = [...siblings];
  [order[index], order[other]] = [order[other], order[index]];
  const changes = new Map<string, number>();
  order.forEach((sibling, position) => {
    const sortOrder = order.length - position;
    if (sibling.sortOrder !== sortOrder) changes.set(sibling.id, sortOrder);
  });
  return changes;
}
