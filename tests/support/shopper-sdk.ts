// Elastic Path's generated shopper client (@epcc-sdk/sdks-shopper) wired to the in-process API harness, set up
// the way EP's Next.js storefront sets it up: a bearer token on every request, the account member's token in
// EP-Account-Management-Authentication-Token when signed in, EP-Inventories-Multi-Location, and the currency.
import { createClient, type Client } from "@epcc-sdk/sdks-shopper";
import { apiFetch, BASE_URL, implicitToken } from "./api";

const rawBodies = new WeakMap<Response, unknown>();

/** The JSON body the server sent, before the SDK's transformers turned dates into Date objects. */
export function rawBody(response: Response | undefined): any {
  if (!response) throw new Error("no response");
  if (!rawBodies.has(response)) throw new Error("this response did not come through shopperClient()");
  return rawBodies.get(response);
}

export type ShopperClientOptions = {
  /** A bearer token; an implicit token is fetched when left out. */
  token?: string;
  /** An account member's token (EP-Account-Management-Authentication-Token). */
  accountToken?: string;
  /** X-MOLTIN-CURRENCY. */
  currency?: string;
};

export async function shopperClient(options: ShopperClientOptions = {}): Promise<Client> {
  const token = options.token ?? (await implicitToken());
  const client = createClient({
    baseUrl: BASE_URL,
    fetch: async (request: Request) => {
      const body = request.method === "GET" || request.method === "HEAD" ? undefined : await request.text();
      const response = await apiFetch(request.url, { method: request.method, headers: request.headers, body });
      const text = await response.clone().text();
      let json: unknown;
      try {
        json = text ? JSON.parse(text) : undefined;
      } catch {
        json = text;
      }
      rawBodies.set(response, json);
      return response;
    },
  });
  client.interceptors.request.use((request) => {
    if (!request.headers.has("Authorization")) request.headers.set("Authorization", `Bearer ${token}`);
    if (options.accountToken) request.headers.set("EP-Account-Management-Authentication-Token", options.accountToken);
    if (options.currency) request.headers.set("X-MOLTIN-CURRENCY", options.currency);
    request.headers.set("EP-Inventories-Multi-Location", "true");
    return request;
  });
  return client;
}
