// The browser's client of the store's own API. It holds a shopper (implicit) token, obtained from
// /oauth/access_token with the store's public client id and renewed a minute before it expires or
// when the API answers 401. The client secret never reaches the browser. Pages load this module with
// their first request (store-provider.tsx).
import { ApiRequestError, NetworkError } from "./api-errors";
import type { ApiErrorObject } from "./types";

export { ApiRequestError, NetworkError };

type Token = { value: string; renewAt: number };

export type RequestOptions = {
  body?: unknown;
  /** Sent as X-MOLTIN-CURRENCY (fixes the currency of a cart's first add). */
  currency?: string;
};

export type ApiClient = {
  request<T>(method: "GET" | "POST" | "PUT" | "DELETE", path: string, options?: RequestOptions): Promise<T>;
};

const RENEW_BEFORE_MS = 60_000;

export function createApiClient(options: { clientId: string; fetch?: typeof fetch; now?: () => number }): ApiClient {
  const doFetch = options.fetch ?? ((input, init) => fetch(input, init));
  const now = options.now ?? Date.now;
  let token: Token | undefined;
  let pending: Promise<Token> | undefined;

  async function send(input: string, init: RequestInit): Promise<Response> {
    try {
      return await doFetch(input, init);
    } catch {
      throw new NetworkError("The store could not be reached. Check your connection and try again.");
    }
  }

  async function obtain(): Promise<Token> {
    const response = await send("/oauth/access_token", {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ grant_type: "implicit", client_id: options.clientId }).toString(),
    });
    const json = (await response.json().catch(() => ({}))) as { access_token?: string; expires_in?: number; errors?: ApiErrorObject[] };
    if (!response.ok || !json.access_token) throw new ApiRequestError(response.status, json.errors ?? []);
    const lifetime = (json.expires_in ?? 3600) * 1000;
    return { value: json.access_token, renewAt: now() + Math.max(lifetime - RENEW_BEFORE_MS, lifetime / 2) };
  }

  async function accessToken(renew: boolean): Promise<string> {
    if (!renew && token && now() < token.renewAt) return token.value;
    pending ??= obtain().finally(() => {
      pending = undefined;
    });
    token = await pending;
    return token.value;
  }

  return {
    async request<T>(method: string, path: string, { body, currency }: RequestOptions = {}): Promise<T> {
      for (let attempt = 0; ; attempt++) {
        const bearer = await accessToken(attempt > 0);
        const response = await send(path, {
          method,
          headers: {
            accept: "application/json",
            authorization: `Bearer ${bearer}`,
            ...(body !== undefined ? { "content-type": "application/json" } : {}),
            ...(currency ? { "x-moltin-currency": currency } : {}),
          },
          body: body !== undefined ? JSON.stringify(body) : undefined,
        });
        // An expired or revoked token: get a new one and try once more.
        if (response.status === 401 && attempt === 0) continue;
        if (response.status === 204) return undefined as T;
        const json = (await response.json().catch(() => undefined)) as (T & { errors?: ApiErrorObject[] }) | undefined;
        if (!response.ok) {
          throw new ApiRequestError(response.status, json?.errors ?? [{ status: response.status, title: "Error", detail: `The store answered ${response.status}.` }]);
        }
        return json as T;
      }
    },
  } as ApiClient;
}
