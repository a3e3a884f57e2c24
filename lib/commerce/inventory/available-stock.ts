// Available stock: the units a product's stock can still give to a cart or an order, what is in the store less what
// orders hold (EP's inventories: available = total − allocated). The one home of the rule; its SQL twin, for
// statements that read it with the row, is lib/storage/inventory/available-stock-sql.ts, bound to this by
// tests/api/available-stock-sql.test.ts.

/** The units available of a stock level. */
export const availableStock = (level: { total: number; allocated: number }): number => level.total - level.allocated;
