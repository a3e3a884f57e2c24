import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";

const post = (url: string) => new Request(url, { method: "POST", body: '{"data":{}}', headers: { "content-type": "application/json" } });

describe("the bench's framework floor", () => {
  afterEach(() => {
    delete process.env.BENCH_FLOOR_FILE;
  });

  it("is not there unless the bench names its bytes", async () => {
    const { floorResponse } = await import("./floor-response");
    const response = await floorResponse(post("http://x/v2/bench/floor"));
    expect(response.status).toBe(404);
    expect((await response.json()).errors[0]).toMatchObject({ status: 404, title: "Not Found", detail: "No API resource at /v2/bench/floor." });
  });

  it("answers a POST with the bytes of the file the bench names, and nothing else", async () => {
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "floor-")), "answer.json");
    fs.writeFileSync(file, '{"data":[{"id":"x"}]}');
    process.env.BENCH_FLOOR_FILE = file;
    const { floorResponse } = await import("./floor-response");
    const response = await floorResponse(post("http://x/v2/bench/floor/c1/items"));
    expect(response.status).toBe(201);
    expect(await response.text()).toBe('{"data":[{"id":"x"}]}');
    expect((await floorResponse(new Request("http://x/v2/bench/floor/c1/items"))).status).toBe(404);
  });
});
