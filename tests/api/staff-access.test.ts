// Staff accounts (docs/admin.md "Staff"): an owner invites, the invitee accepts from the e-mail's link and signs in
// with their own e-mail and password; a removed member's session stops at once; staff cannot do the owner's work; the
// API client's credentials still work on the API and are never a sign-in to the admin.
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { eq } from "drizzle-orm";
import { getDb } from "@/lib/storage/db";
import { adminActivity, emailOutbox } from "@/lib/storage/schema";
import { setClockOffset } from "@/lib/commerce/clock";
import { ApiError } from "@/lib/commerce/errors";
import { acceptInvitation, invitationFor, INVITATION_DAYS, inviteStaff } from "@/lib/commerce/staff/staff-invitations";
import { changeStaffRole, createFirstOwner, createOwner, listStaff, removeStaff } from "@/lib/commerce/staff/staff-members";
import { endStaffSession, staffCaller, staffCallerOfSession } from "@/lib/commerce/staff/staff-session";
import { signInStaffBrowser } from "@/lib/commerce/staff/staff-sign-in";
import { requestStaffPasswordReset, resetStaffPassword } from "@/lib/commerce/staff/staff-password-reset";
import type { Caller, StaffIdentity } from "@/lib/commerce/auth/tokens";
import { purgeExpired } from "@/lib/storage/purge";
import { adminToken, ADMIN_CLIENT, apiFetch, call } from "../support/api";

const from = { address: "192.0.2.20" };
let owner: StaffIdentity;
let ownerCaller: Caller;
let n = 0;
const unique = (what: string) => `${what}-${Date.now()}-${++n}@staff.example`;

beforeAll(async () => {
  vi.stubEnv("PUBLIC_URL", "https://shop.example");
  owner = (await createOwner({ email: unique("owner"), name: "Olive Owner", password: "owner password 1" }))!;
  ownerCaller = staffCaller(owner);
});
afterEach(() => setClockOffset(0));

async function outboxTo(email: string, kind: string) {
  const rows = await (await getDb()).select().from(emailOutbox).where(eq(emailOutbox.recipient, email));
  return rows.filter((r) => r.kind === kind).map((r) => r.payload as Record<string, string>);
}
const invitationToken = (url: string) => url.split("/admin/invitation/")[1]!;

async function refusal(promise: Promise<unknown>): Promise<{ status: number; detail?: string }> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ApiError) return { status: error.status, detail: error.errors[0]?.detail };
    throw error;
  }
  throw new Error("expected a refusal");
}

/** Invites `email` as `role` and accepts the invitation with `password`: the new member. */
async function join(email: string, role: "owner" | "staff", password: string): Promise<StaffIdentity> {
  await inviteStaff(ownerCaller, { email, name: "Invited Name", role });
  const [mail] = await outboxTo(email, "staff_invitation");
  return acceptInvitation({ token: invitationToken(mail.invitationUrl), name: "Sam Staff", password }, from);
}

describe("invite → accept → sign in → removed → refused", () => {
  it("walks the whole life of a staff member", async () => {
    const email = unique("sam");
    await inviteStaff(ownerCaller, { email: email.toUpperCase(), name: "Sam", role: "staff" });
    const [mail] = await outboxTo(email, "staff_invitation");
    expect(mail.invitationUrl).toMatch(/^https:\/\/shop\.example\/admin\/invitation\/[A-Za-z0-9_-]{43}$/);
    expect(mail).toMatchObject({ name: "Sam", invitedBy: "Olive Owner", role: "Staff", validDays: 7 });
    const token = invitationToken(mail.invitationUrl);
    expect(await invitationFor(token)).toEqual({ state: "usable", email, name: "Sam", role: "staff" });

    const sam = await acceptInvitation({ token, name: "Sam Staff", password: "sam's password" }, from);
    expect(sam).toMatchObject({ email, name: "Sam Staff", role: "staff" });
    // Single use.
    expect((await invitationFor(token)).state).toBe("used");
    expect(await refusal(acceptInvitation({ token, name: "Again", password: "another password" }, from))).toMatchObject({ status: 410 });

    // Signs in with their own e-mail (any letter case) and password; a wrong one is refused.
    expect(await signInStaffBrowser({ email, password: "wrong password" }, from)).toBeUndefined();
    const signedIn = (await signInStaffBrowser({ email: email.toUpperCase(), password: "sam's password" }, from))!;
    expect(signedIn.staff).toEqual(sam);
    expect(signedIn.session.expiresIn).toBe(8 * 3600);
    const caller = await staffCallerOfSession(signedIn.session.token);
    expect(caller).toEqual({ grant: "client_credentials", subject: `staff:${sam.id}`, staff: sam });

    // Removed: the very next request with the same session is refused.
    await removeStaff(ownerCaller, sam.id);
    expect(await staffCallerOfSession(signedIn.session.token)).toBeNull();
    expect(await signInStaffBrowser({ email, password: "sam's password" }, from)).toBeUndefined();
    expect((await listStaff()).some((m) => m.id === sam.id)).toBe(false);

    // Each change was recorded under the owner's name, the joining under the member's.
    const rows = await (await getDb()).select().from(adminActivity).where(eq(adminActivity.subjectType, "staff"));
    expect(rows.find((r) => r.action === "staff_invited" && r.summary.includes(email))).toMatchObject({ actor: "Olive Owner", staffId: owner.id });
    expect(rows.find((r) => r.action === "staff_joined" && r.subjectId === sam.id)).toMatchObject({ actor: "Sam Staff" });
    expect(rows.find((r) => r.action === "staff_removed" && r.subjectId === sam.id)).toMatchObject({ actor: "Olive Owner", summary: `Removed Sam Staff (${email}) from the staff` });
  });

  it("an invitation expires after 7 days, and changes nothing then", async () => {
    const email = unique("late");
    await inviteStaff(ownerCaller, { email, name: "Late", role: "staff" });
    const token = invitationToken((await outboxTo(email, "staff_invitation"))[0].invitationUrl);
    setClockOffset(7 * 24 * 3600_000 - 60_000);
    expect((await invitationFor(token)).state).toBe("usable");
    setClockOffset(7 * 24 * 3600_000 + 60_000);
    expect((await invitationFor(token)).state).toBe("expired");
    expect(await refusal(acceptInvitation({ token, name: "Late", password: "late password" }, from))).toMatchObject({ status: 410 });
    setClockOffset(0);
    expect((await listStaff()).some((m) => m.email === email)).toBe(false);
  });

  it("an invitation long expired is purged, an open one kept", async () => {
    const [old, open] = [unique("old"), unique("open")];
    setClockOffset(-(INVITATION_DAYS + 2) * 24 * 3600_000);
    await inviteStaff(ownerCaller, { email: old, name: "Old", role: "staff" });
    setClockOffset(0);
    await inviteStaff(ownerCaller, { email: open, name: "Open", role: "staff" });
    const [oldToken, openToken] = await Promise.all([old, open].map(async (e) => invitationToken((await outboxTo(e, "staff_invitation"))[0].invitationUrl)));
    expect((await invitationFor(oldToken)).state).toBe("expired");
    expect((await purgeExpired()).staffLinksAndSessions).toBeGreaterThanOrEqual(1);
    expect((await invitationFor(oldToken)).state).toBe("unknown");
    expect((await invitationFor(openToken)).state).toBe("usable");
  });

  it("refuses to invite someone already on the staff", async () => {
    expect(await refusal(inviteStaff(ownerCaller, { email: owner.email, name: "Me", role: "staff" }))).toMatchObject({ status: 409 });
  });
});

describe("sessions", () => {
  it("last 8 hours, end on sign-out, and end when the password is reset", async () => {
    const email = unique("shift");
    await join(email, "staff", "shift password");
    const first = (await signInStaffBrowser({ email, password: "shift password" }, from))!.session.token;
    const second = (await signInStaffBrowser({ email, password: "shift password" }, from))!.session.token;

    setClockOffset(8 * 3600_000 - 60_000);
    expect(await staffCallerOfSession(first)).not.toBeNull();
    setClockOffset(8 * 3600_000 + 60_000);
    expect(await staffCallerOfSession(first)).toBeNull();
    setClockOffset(0);

    await endStaffSession(first);
    expect(await staffCallerOfSession(first)).toBeNull();
    expect(await staffCallerOfSession(second)).not.toBeNull();

    await requestStaffPasswordReset(email.toUpperCase());
    const [reset] = await outboxTo(email, "staff_password_reset");
    expect(reset.resetUrl).toMatch(/^https:\/\/shop\.example\/admin\/reset-password\?token=/);
    const token = new URL(reset.resetUrl).searchParams.get("token")!;
    expect(await resetStaffPassword({ token, password: "a new shift password" }, from)).toEqual({ email });
    expect(await staffCallerOfSession(second)).toBeNull();
    expect(await resetStaffPassword({ token, password: "yet another one" }, from)).toBeUndefined();
    expect(await signInStaffBrowser({ email, password: "shift password" }, from)).toBeUndefined();
    expect(await signInStaffBrowser({ email, password: "a new shift password" }, from)).toBeDefined();
  });
});

describe("roles", () => {
  it("staff cannot manage staff; the owner cannot remove themselves nor the last owner", async () => {
    const clerk = await join(unique("clerk"), "staff", "clerk password");
    const clerkCaller = staffCaller(clerk);
    expect(await refusal(inviteStaff(clerkCaller, { email: unique("x"), name: "X", role: "owner" }))).toMatchObject({
      status: 403,
      detail: "Only the store's owner can change settings.",
    });
    expect(await refusal(removeStaff(clerkCaller, owner.id))).toMatchObject({ status: 403 });
    expect(await refusal(changeStaffRole(clerkCaller, clerk.id, "owner"))).toMatchObject({ status: 403 });

    expect(await refusal(removeStaff(ownerCaller, owner.id))).toMatchObject({ status: 422, detail: expect.stringMatching(/yourself/) });
    // The owner makes the clerk an owner; then either could be removed, but not both.
    expect(await changeStaffRole(ownerCaller, clerk.id, "owner")).toMatchObject({ role: "owner" });
    const promoted = staffCaller({ ...clerk, role: "owner" });
    expect((await listStaff()).find((m) => m.id === clerk.id)?.role).toBe("owner");
    expect(await changeStaffRole(promoted, clerk.id, "staff")).toMatchObject({ role: "staff" });
    expect((await listStaff()).find((m) => m.id === clerk.id)?.role).toBe("staff");
  });

  it("the last owner can neither be made staff nor removed", async () => {
    const owners = (await listStaff()).filter((m) => m.role === "owner");
    // Every other owner is made staff first: then the first is the last one.
    for (const other of owners.slice(1)) await changeStaffRole(staffCaller(owners[0]), other.id, "staff");
    const last = owners[0];
    const api: Caller = { grant: "client_credentials", subject: `client:${ADMIN_CLIENT.id}` };
    expect(await refusal(changeStaffRole(api, last.id, "staff"))).toMatchObject({ status: 422, detail: expect.stringMatching(/last owner/) });
    expect(await refusal(removeStaff(api, last.id))).toMatchObject({ status: 422, detail: expect.stringMatching(/last owner/) });
  });

  it("a first owner is made only when there is no staff", async () => {
    expect(await createFirstOwner({ email: unique("first"), password: "first password" })).toBeUndefined();
  });
});

describe("the API client's credentials", () => {
  it("still work on the API, and are no sign-in to the admin", async () => {
    const token = await adminToken();
    expect((await call("GET", "/v2/settings/cart", { token })).status).toBe(200);
    const response = await apiFetch("/oauth/access_token", {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: `grant_type=client_credentials&client_id=${ADMIN_CLIENT.id}&client_secret=${ADMIN_CLIENT.secret}`,
    });
    expect(response.status).toBe(200);
    expect((await response.json()).identifier).toBe("client_credentials");

    // The client id and secret typed into the admin sign-in are refused; an API token in the admin cookie is no session.
    expect(await signInStaffBrowser({ email: ADMIN_CLIENT.id, password: ADMIN_CLIENT.secret }, from)).toBeUndefined();
    expect(await staffCallerOfSession(token)).toBeNull();
  });
});
