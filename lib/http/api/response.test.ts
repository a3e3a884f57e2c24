import { describe, expect, it } from "vitest";
import { tooManyRequests } from "@/lib/commerce/errors";
import { apiErrorResponse } from "./response";

describe("the 429 reply", () => {
  it("is one envelope with Retry-After, the same seconds in meta, whoever refuses (API, Server Action, sign-in)", async () => {
    const response = apiErrorResponse(tooManyRequests("Too many requests; retry after 3 s.", 3));
    expect(response.status).toBe(429);
    expect(response.headers.get("retry-after")).toBe("3");
    expect(response.headers.get("content-type")).toBe("application/json; charset=utf-8");
    expect(await response.json()).toEqual({
      errors: [{ status: 429, title: "Too Many Requests", detail: "Too many requests; retry after 3 s.", meta: { retry_after: 3 } }],
    });
  });
});
