import { api } from "@/lib/http/api";
import { created } from "@/lib/http/response";
import { buildOffering } from "@/lib/commerce/subscriptions/offerings";
import { offeringResource } from "@/lib/commerce/subscriptions/resources";
import { getDb } from "@/lib/storage/db";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = api({
  POST: {
    access: "admin",
    run: async ({ body }) => created({ data: offeringResource(await buildOffering(await getDb(), body)) }),
  },
});
