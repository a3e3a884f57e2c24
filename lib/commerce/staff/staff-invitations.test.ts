import { describe, expect, it } from "vitest";
import { invitationState } from "./staff-invitations";

const at = new Date("2026-03-01T12:00:00Z");
const days = (n: number) => new Date(at.getTime() + n * 24 * 3600_000);

describe("whether an invitation can be accepted", () => {
  // How long an invitation lasts (seven days) is what inviting gives it: tests/api/staff-access.test.ts.
  it("is usable until it expires, and expired from then on", () => {
    const invitation = { expiresAt: days(5), acceptedAt: null };
    expect(invitationState(invitation, at)).toBe("usable");
    expect(invitationState(invitation, days(5 - 0.01))).toBe("usable");
    expect(invitationState(invitation, days(5))).toBe("expired");
    expect(invitationState(invitation, days(6))).toBe("expired");
  });

  it("is used once", () => {
    expect(invitationState({ expiresAt: days(3), acceptedAt: at }, at)).toBe("used");
    // Used is said even after it would have expired: the invitee signs in rather than asks again.
    expect(invitationState({ expiresAt: days(3), acceptedAt: at }, days(10))).toBe("used");
  });

  it("an unknown link is unknown", () => {
    expect(invitationState(undefined, at)).toBe("unknown");
  });
});
