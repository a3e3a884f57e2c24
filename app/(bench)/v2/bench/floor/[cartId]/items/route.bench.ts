// The framework floor on a path shaped like add-to-cart's (/v2/carts/{cartID}/items): the same bytes
// as the static floor (bench/support/floor-response.ts), behind Next's matching of a dynamic segment, which
// the add pays too.
import { floorResponse } from "@/bench/support/floor-response";

export const POST = floorResponse;
export const GET = floorResponse;
export const PUT = floorResponse;
export const PATCH = floorResponse;
export const DELETE = floorResponse;
