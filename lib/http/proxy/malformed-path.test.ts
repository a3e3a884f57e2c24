import { describe, expect, it } from "vitest";
import { isMalformedPath, isUnstorableQuery, malformedPathResponse } from "./malformed-path";

describe("isMalformedPath", () => {
  it("is a path whose escapes do not decode, or decode to a NUL or an unpaired surrogate", () => {
    for (const path of ["/v2/carts/%E0", "/products/%", "/products/mug%00", "/categories/%ED%A0%80"]) expect(isMalformedPath(path), path).toBe(true);
    for (const path of ["/", "/products/caf%C3%A9", "/search", "/products/mug%20x"]) expect(isMalformedPath(path), path).toBe(false);
  });
});

describe("isUnstorableQuery", () => {
  it("is a query with a NUL in a name or a value, as the pages decode it", () => {
    for (const search of ["?q=mug%00", "?q%00=1", "?sort=price&page=%00", "?q=mug&q=%00", "?next=%2F%00"]) expect(isUnstorableQuery(search), search).toBe(true);
  });
  it("is not a query the pages can read: malformed escapes decode to U+FFFD, never to an unpaired surrogate", () => {
    for (const search of ["", "?", "?q=mug", "?q=%E0", "?q=%", "?q=mug%ED%A0%80", "?q=caf%C3%A9", "?q=a+b&sort=price"]) expect(isUnstorableQuery(search), search).toBe(false);
  });
});

describe("malformedPathResponse", () => {
  it("is the envelope on API paths, and elsewhere a small page under a policy that runs no script", async () => {
    const api = malformedPathResponse("/v2/carts/%E0");
    expect((await api.json()).errors[0].status).toBe(400);
    const page = malformedPathResponse("/search");
    expect(page.status).toBe(400);
    expect(page.headers.get("content-security-policy")).toContain("default-src 'none'");
    expect(await page.text()).toContain("Bad request");
  });
});
