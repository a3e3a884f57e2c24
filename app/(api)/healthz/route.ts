import { api } from "@/lib/http/api/api";
import { json } from "@/lib/http/api/response";
import { isDraining } from "@/lib/http/lifecycle/lifecycle";
import { health } from "@/lib/commerce/health";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = api({
  GET: {
    access: "public",
    run: async () => {
      const report = { ...(await health()), draining: isDraining() };
      const ok = report.ok && !report.draining;
      return json(ok ? 200 : 503, report, ok ? {} : { "retry-after": "2" });
    },
  },
});
