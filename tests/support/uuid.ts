// An id a test got from the API or a store, as the Uuid a domain function takes (parsed as an edge would parse it).
import { parseUuid, type Uuid } from "@/lib/commerce/uuid";

export function asUuid(id: string): Uuid {
  const parsed = parseUuid(id);
  if (parsed === undefined) throw new Error(`not a UUID: ${id}`);
  return parsed;
}
