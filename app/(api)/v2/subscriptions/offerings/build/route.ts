import { api } from "@/lib/http/api/api";
import { created } from "@/lib/http/api/response";
import { buildOffering } from "@/lib/commerce/subscriptions/offerings";
import { offeringResource } from "@/lib/commerce/subscriptions/resources";
import { buildOfferingSchema } from "@/lib/commerce/subscriptions/schemas";
import { parseOrThrow } from "@/lib/commerce/validation";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = api({
  POST: {
    access: "admin",
    run: async ({ body, caller }) => created({ data: offeringResource(await buildOffering(parseOrThrow(buildOfferingSchema, body, ""), caller)) }),
  },
});
