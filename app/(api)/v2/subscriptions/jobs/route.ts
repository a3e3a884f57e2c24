import { api } from "@/lib/http/api/api";
import { created } from "@/lib/http/api/response";
import { jobSchema, runJob } from "@/lib/commerce/subscriptions/jobs";
import { billingJobResource } from "@/lib/commerce/subscriptions/resources";
import { parseOrThrow } from "@/lib/commerce/validation";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = api({
  POST: {
    access: "admin",
    run: async ({ body }) => {
      const input = parseOrThrow(jobSchema, body, "");
      return created({ data: billingJobResource(await runJob(input), input.data.attributes.external_ref) });
    },
  },
});
