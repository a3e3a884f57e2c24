// What archived means (EP has only draft and live): an archived product is a draft that the administrator has put
// away, usually because carts or orders name it and it cannot be deleted (product-removal.ts). It is hidden from the
// admin's product list unless asked for, shoppers never see it (it is a draft), and it cannot be made live again
// until it is un-archived; un-archiving leaves it a draft. docs/admin.md "Products".

/** Why this change of status is refused: making an archived product live; undefined when it may be made. */
export function archivedStatusProblem(stored: { archivedAt: Date | null }, status: string | undefined): string | undefined {
  if (stored.archivedAt !== null && status === "live") return "This product is archived: un-archive it before making it live.";
  return undefined;
}

/** The changes that archive a product: a draft, archived now. */
export const archiveChanges = (at: Date) => ({ status: "draft" as const, archivedAt: at });

/** The changes that un-archive a product: still a draft. */
export const unarchiveChanges = () => ({ archivedAt: null });
