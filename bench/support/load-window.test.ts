import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { load } from "./servers";

let server: http.Server;
let base: string;
let answered = 0; // answers the test server has sent

beforeAll(async () => {
  server = http.createServer((request, response) => {
    request.resume();
    request.on("end", () => {
      answered++;
      response.writeHead(201).end("{}");
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe("a bench's load", () => {
  const send = () => ({ path: "/", body: "{}", headers: {} });

  it("calls atWindowEdges once as the counted seconds start and once as they end", async () => {
    const edges: number[] = [];
    const result = await load(base, { connections: 2, seconds: 0.3, warmupSeconds: 0.2, atWindowEdges: () => void edges.push(answered) }, send);
    expect(edges).toHaveLength(2);
    expect(edges[1]).toBeGreaterThanOrEqual(edges[0]);
    expect(result.requests).toBeGreaterThan(0);
  });

  it("still calls each edge once when the event loop was held past both", async () => {
    let calls = 0;
    let held = false;
    const holdingSend = () => {
      // The first request holds the loop beyond the whole window: both timers come due while it runs.
      if (!held) {
        held = true;
        const until = Date.now() + 700;
        while (Date.now() < until);
      }
      return send();
    };
    await load(base, { connections: 1, seconds: 0.3, warmupSeconds: 0.2, atWindowEdges: () => void calls++ }, holdingSend);
    expect(calls).toBe(2);
  });
});
