import { api } from "@/lib/http/api";
import { json } from "@/lib/http/response";
import { health } from "@/lib/commerce/health";

export const { GET, POST, PUT, PATCH, DELETE } = api({
  GET: {
    access: "public",
    run: async () => {
      const report = await health();
      return json(report.ok ? 200 : 503, report, report.ok ? {} : { "retry-after": "2" });
    },
  },
});
