// The framework floor on a static path (bench/support/floor-response.ts). Under /v2 so that it is routed like
// the API (the page proxy skips it).
import { floorResponse } from "@/bench/support/floor-response";

export const POST = floorResponse;
export const GET = floorResponse;
export const PUT = floorResponse;
export const PATCH = floorResponse;
export const DELETE = floorResponse;
