import { api } from "@/lib/http/api";
import { created } from "@/lib/http/response";
import { createJob } from "@/lib/commerce/subscriptions/jobs";
import { getDb } from "@/lib/storage/db";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = api({
  POST: {
    access: "admin",
    run: async ({ body }) => created({ data: await createJob(await getDb(), body) }),
  },
});
