import { api } from "@/lib/http/api/api";
import { created, ok } from "@/lib/http/api/response";
import { pageMeta } from "@/lib/http/api/pagination";
import { parsePage } from "@/lib/commerce/page";
import { jobSchema, listJobs, runJob } from "@/lib/commerce/subscriptions/jobs";
import { billingJobResource } from "@/lib/commerce/subscriptions/resources";
import { parseOrThrow } from "@/lib/commerce/validation";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = api({
  GET: {
    access: "admin",
    run: async ({ query, request }) => {
      const page = parsePage(query);
      const { rows, total } = await listJobs(page);
      return ok({ data: rows.map(billingJobResource), ...pageMeta("/v2/subscriptions/jobs", page, total, { request, absolute: true }) });
    },
  },
  POST: {
    access: "admin",
    run: async ({ body }) => created({ data: billingJobResource(await runJob(parseOrThrow(jobSchema, body, ""))) }),
  },
});
