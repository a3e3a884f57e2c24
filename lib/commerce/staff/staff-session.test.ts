import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { setClockOffset } from "../clock";
import { sessionOfToken, sessionToken, staffCaller } from "./staff-session";
import { tamperedToken } from "../../../tests/support/tampered-token";

const id = "5f0c6f1e-1111-4222-8333-444455556666";
beforeAll(() => vi.stubEnv("AUTH_SECRET", "a test secret of some length for signing"));
afterEach(() => setClockOffset(0));

describe("a staff session's token", () => {
  // How long a session lasts (a working day) is what signing in gives it: tests/api/staff-access.test.ts.
  it("names its session until the time it was given, and not after", async () => {
    const token = await sessionToken(id, new Date(Date.now() + 3 * 3600_000));
    expect(await sessionOfToken(token)).toBe(id);
    setClockOffset(3 * 3600_000 - 60_000);
    expect(await sessionOfToken(token)).toBe(id);
    setClockOffset(3 * 3600_000 + 60_000);
    expect(await sessionOfToken(token)).toBeUndefined();
  });

  it("is refused when tampered with, missing, or signed with another key", async () => {
    const token = await sessionToken(id, new Date(Date.now() + 3600_000));
    expect(await sessionOfToken(tamperedToken(token))).toBeUndefined();
    expect(await sessionOfToken(undefined)).toBeUndefined();
    expect(await sessionOfToken("not a token")).toBeUndefined();
    vi.stubEnv("AUTH_SECRET", "another secret entirely, for another store");
    expect(await sessionOfToken(token)).toBeUndefined();
    vi.stubEnv("AUTH_SECRET", "a test secret of some length for signing");
  });

  it("gives a caller with the administrator's grant and the member", () => {
    const caller = staffCaller({ id, name: "Sam", email: "sam@example.test", role: "staff" });
    expect(caller).toEqual({ grant: "client_credentials", subject: `staff:${id}`, staff: { id, name: "Sam", email: "sam@example.test", role: "staff" } });
  });
});
