import { api } from "@/lib/http/api";
import { ok } from "@/lib/http/response";
import { getOfferingParts } from "@/lib/commerce/subscriptions/offerings";
import { offeringResource } from "@/lib/commerce/subscriptions/resources";
import { getDb } from "@/lib/storage/db";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = api({
  GET: {
    access: "admin",
    run: async ({ params }) => ok({ data: offeringResource(await getOfferingParts(await getDb(), params.offeringId)) }),
  },
});
