import { describe, expect, it } from "vitest";
import { INVITATION_DAYS, invitationState } from "./staff-invitations";

const at = new Date("2026-03-01T12:00:00Z");
const days = (n: number) => new Date(at.getTime() + n * 24 * 3600_000);

describe("whether an invitation can be accepted", () => {
  it("lasts seven days", () => {
    expect(INVITATION_DAYS).toBe(7);
    const invitation = { expiresAt: days(INVITATION_DAYS), acceptedAt: null };
    expect(invitationState(invitation, at)).toBe("usable");
    expect(invitationState(invitation, days(INVITATION_DAYS - 0.01))).toBe("usable");
    expect(invitationState(invitation, days(INVITATION_DAYS))).toBe("expired");
    expect(invitationState(invitation, days(INVITATION_DAYS + 1))).toBe("expired");
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
