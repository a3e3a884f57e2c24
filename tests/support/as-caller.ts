// A caller of the API with one token: get, post, put and delete by path (the admin routes' tests).
import { call } from "./api";

export const as = (token: string) => ({
  get: (path: string) => call("GET", path, { token }),
  post: (path: string, body?: unknown) => call("POST", path, { token, body }),
  put: (path: string, body: unknown) => call("PUT", path, { token, body }),
  del: (path: string, body?: unknown) => call("DELETE", path, { token, body }),
});
