// Elastic Path's @elasticpath/js-sdk wired to the in-process API harness through its `custom_fetch` hook: a
// shopper's client (implicit token), or an administrator's when given the client secret.
import { gateway, MemoryStorageFactory } from "@elasticpath/js-sdk";
import { ADMIN_CLIENT, apiFetch } from "./api";

export function jsSdkClient(secret?: string) {
  return gateway({
    client_id: ADMIN_CLIENT.id,
    ...(secret ? { client_secret: secret } : {}),
    host: "cartwright.test",
    // `protocol` is read by the SDK's Config although its typings leave it out.
    ...({ protocol: "http" } as object),
    custom_fetch: apiFetch,
    storage: new MemoryStorageFactory(),
    fetchMaxAttempts: 1,
  });
}
