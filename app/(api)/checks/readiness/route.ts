import { api } from "@/lib/http/api/api";
import { json, noContent } from "@/lib/http/api/response";
import { isDraining } from "@/lib/http/lifecycle/lifecycle";
import { ready } from "@/lib/commerce/health";

// EP's readiness check: 204 while the database answers and the server is not draining; EP's 400 otherwise.
export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = api({
  GET: {
    access: "public",
    run: async () => ((await ready(isDraining())) ? noContent() : json(400, { errors: [{ title: "Not Ready", status: "400" }] }, { "retry-after": "2" })),
  },
});
