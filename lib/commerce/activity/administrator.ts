// Whose changes the back office records (docs/admin.md "Who did what"): an administrator's — a staff member or an
// API client acting with the client-credentials grant. A shopper's own changes (pausing their subscription) are not
// the back office's doing and are left to the subject's own history.
import type { Caller } from "../auth/tokens";

export function isAdministrator(caller: Caller | undefined): caller is Caller {
  return caller?.grant === "client_credentials";
}
