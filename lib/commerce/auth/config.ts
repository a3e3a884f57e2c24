// Store client credentials come from the environment; the development defaults are in the README.
// This module is server-only: nothing here may reach the browser bundle.
import "server-only";

export function storeClient(): { clientId: string; clientSecret: string } {
  return {
    clientId: process.env.STORE_CLIENT_ID || "cartwright-dev-client",
    clientSecret: process.env.STORE_CLIENT_SECRET || "cartwright-dev-secret",
  };
}

export const ACCESS_TOKEN_SECONDS = 3600;
export const ACCOUNT_TOKEN_SECONDS = 24 * 3600;
