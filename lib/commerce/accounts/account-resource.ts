// EP's account resource (GET/POST/PUT /v2/accounts), from its row.
import type { AccountRow } from "@/lib/storage/accounts/rows";
import { isoSeconds } from "../time";

export function accountResource(row: AccountRow) {
  return {
    id: row.id,
    type: "account" as const,
    name: row.name,
    legal_name: row.legalName,
    meta: { timestamps: { created_at: isoSeconds(row.createdAt), updated_at: isoSeconds(row.updatedAt) } },
  };
}
