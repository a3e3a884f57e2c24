import { api } from "@/lib/http/api/api";
import { ok } from "@/lib/http/api/response";
import { cartSettingsResource } from "@/lib/commerce/settings/cart-settings-resource";
import { cartSettingsEnvelopeSchema, getCartSettings, updateCartSettings } from "@/lib/commerce/settings/update";
import { parseOrThrow } from "@/lib/commerce/validation";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = api({
  GET: { access: "admin", run: async () => ok({ data: cartSettingsResource(await getCartSettings()) }) },
  PUT: { access: "admin", run: async ({ body, caller }) => ok({ data: cartSettingsResource(await updateCartSettings(parseOrThrow(cartSettingsEnvelopeSchema, body, "").data, caller)) }) },
});
