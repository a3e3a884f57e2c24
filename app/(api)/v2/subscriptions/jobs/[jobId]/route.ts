import { api } from "@/lib/http/api/api";
import { noContent, ok } from "@/lib/http/api/response";
import { deleteJob, findJob } from "@/lib/commerce/subscriptions/jobs";
import { billingJobResource } from "@/lib/commerce/subscriptions/resources";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = api({
  GET: {
    access: "admin",
    run: async ({ params }) => ok({ data: billingJobResource(await findJob(params.jobId)) }),
  },
  DELETE: {
    access: "admin",
    run: async ({ params }) => {
      await deleteJob(params.jobId);
      return noContent();
    },
  },
});
