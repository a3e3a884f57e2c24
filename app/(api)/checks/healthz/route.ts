import { api } from "@/lib/http/api/api";
import { noContent } from "@/lib/http/api/response";

// EP's liveness check: the process answers. The database is readiness's question (/checks/readiness), so an
// outage takes the server out of rotation without restarting it.
export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = api({
  GET: { access: "public", run: async () => noContent() },
});
