// Issue 44, finding 1: every `'use cache'` read of the build is also a Server Function (a POST with its id calls it
// with any arguments), and its cache key is those arguments serialized. A call listing arguments a page never sends,
// as long as a million characters, is refused (413) before the framework decodes them or keys a cache on them: before,
// React's decoder failed on it and the shop answered 500. The ids come from the build's server reference manifest
// (its cached reads are the entries named `$$RSC_SERVER_CACHE_…`), each called at a page that has it.
import { expect, test } from "@playwright/test";
import { cachedReads } from "./support/server-references";

test("a cached read called with a million-character argument is refused with 413, never a 500", async ({ request }) => {
  const reads = cachedReads();
  expect(reads.length).toBeGreaterThanOrEqual(6);
  const huge = "y".repeat(1_000_000);
  for (const read of reads) {
    for (const args of [[huge, "USD", "$undefined", 1], [huge]]) {
      const response = await request.post(read.page, {
        headers: { "next-action": read.id, "content-type": "text/plain;charset=UTF-8", accept: "text/x-component" },
        data: JSON.stringify(args),
        maxRedirects: 0,
      });
      expect(response.status(), `${read.page} ${read.id} with ${args.length} arguments`).toBe(413);
    }
    // What a page sends still answers.
    const ordinary = await request.post(read.page, {
      headers: { "next-action": read.id, "content-type": "text/plain;charset=UTF-8", accept: "text/x-component" },
      data: JSON.stringify(["USD", "$undefined", 1]),
      maxRedirects: 0,
    });
    expect(ordinary.status(), `${read.page} ${read.id}`).toBeLessThan(500);
  }
});
