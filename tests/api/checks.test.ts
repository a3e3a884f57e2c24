// EP's Kubernetes checks (catalog_search's /checks/readiness and /checks/healthz): 204 while live and ready; not
// ready (EP's 400, "Not Ready") while the server drains for a stop, still live.
import { afterEach, describe, expect, it } from "vitest";
import { isDraining } from "@/lib/http/lifecycle/lifecycle";
import { call } from "../support/api";
import { schemaProblems } from "../support/openapi";

// The lifecycle's state (lib/http/lifecycle/lifecycle.ts), which only a SIGTERM moves in a running server.
const lifecycle = (globalThis as unknown as { __cartwrightLifecycle: { draining: boolean } }).__cartwrightLifecycle;

afterEach(() => {
  lifecycle.draining = false;
});

describe("GET /checks/readiness and /checks/healthz", () => {
  it("answer 204 with no body, without a token, while the database answers", async () => {
    for (const path of ["/checks/readiness", "/checks/healthz"]) {
      const response = await call("GET", path);
      expect(response.status, path).toBe(204);
      expect(response.body).toBeUndefined();
    }
  });

  it("readiness answers EP's 400 while the server drains; liveness still 204", async () => {
    lifecycle.draining = true;
    expect(isDraining()).toBe(true);
    const readiness = await call("GET", "/checks/readiness");
    expect(readiness.status).toBe(400);
    expect(readiness.body).toEqual({ errors: [{ title: "Not Ready", status: "400" }] });
    expect(schemaProblems("catalog_search", "ReadinessCheckGet", 400, readiness.body)).toEqual([]);
    expect((await call("GET", "/checks/healthz")).status).toBe(204);
  });
});
