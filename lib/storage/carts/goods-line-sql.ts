// The SQL twin of "a goods line, not a promotion line" (lib/shared/goods-line.ts isGoodsLine, bound to it by a
// property test in tests/api/cart-rules-sql.test.ts), for statements that count or pick lines in the database.
import { sql, type SQL, type SQLWrapper } from "drizzle-orm";
import { cartItems } from "../schema";

/** True when the line whose type is `type` (cart_items.type unless given) is a goods line. */
export const goodsLineSql = (type: SQLWrapper = cartItems.type): SQL => sql`(${type} <> 'promotion_item')`;
