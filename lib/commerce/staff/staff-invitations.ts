// Inviting someone to the staff (docs/admin.md "Staff"). An owner names the e-mail, the name and the role; a random
// token's link goes out by e-mail (written to the outbox in the transaction that stores the token's SHA-256, never
// the token: one-time-token.ts). The link works once, for INVITATION_DAYS: opening it, the invitee chooses the name
// they go by and a password, and becomes a member with the invitation's e-mail and role (in the transaction that uses
// the invitation up). The link points at the store's origin, never at the request's Host (link-origin.ts).
import { staffStore, isDuplicateEmail, type StaffInvitationRow } from "@/lib/storage/staff/staff-store";
import type { Caller, StaffIdentity } from "../auth/tokens";
import { newOneTimeToken, oneTimeTokenHash, oneTimeTokenSchema } from "../auth/one-time-token";
import { hashPassword } from "../auth/passwords";
import { admitPasswordHashing } from "../auth/sign-in-attempts";
import { recordActivity, actorName } from "../activity/activity";
import { now } from "../clock";
import { enqueueEmail } from "../email/outbox";
import { STORE_NAME } from "../email/messages";
import { loadEmailLinkOrigin } from "../email/link-origin";
import { ApiError } from "../errors";
import { assertOwner, ROLE_WORDS } from "./staff-permissions";
import { staffCaller, staffIdentity } from "./staff-session";
import type { StaffAccept, StaffInvite } from "./staff-schemas";

export const INVITATION_DAYS = 7;

export type InvitationState = "usable" | "expired" | "used" | "unknown";

/** Whether an invitation can still be accepted at `at`: once only, before it expires. */
export function invitationState(invitation: Pick<StaffInvitationRow, "expiresAt" | "acceptedAt"> | undefined, at: Date): InvitationState {
  if (!invitation) return "unknown";
  if (invitation.acceptedAt) return "used";
  return invitation.expiresAt.getTime() > at.getTime() ? "usable" : "expired";
}

export const INVITATION_REFUSALS: Record<Exclude<InvitationState, "usable">, string> = {
  unknown: "This invitation link is not known. Ask the store's owner for a new invitation.",
  used: "This invitation has been used already. Sign in with your e-mail and password.",
  expired: "This invitation has expired. Ask the store's owner for a new one.",
};

const alreadyStaff = (email: string) =>
  new ApiError({ status: 409, title: "Conflict", detail: `${email} is on the staff already.`, source: "email" });

/** An owner invites someone: the invitation e-mail goes to the outbox. 409 when the e-mail is a member's already. */
export async function inviteStaff(caller: Caller, input: StaffInvite): Promise<{ email: string; expiresAt: Date }> {
  assertOwner(caller);
  const email = input.email.trim().toLowerCase();
  if (await staffStore.byEmail(email)) throw alreadyStaff(email);
  const at = now();
  const token = newOneTimeToken();
  const tokenHash = oneTimeTokenHash(token);
  const expiresAt = new Date(at.getTime() + INVITATION_DAYS * 24 * 3600_000);
  const origin = await loadEmailLinkOrigin();
  await staffStore.insertInvitation({ tokenHash, email, name: input.name, role: input.role, invitedBy: caller.staff?.id ?? null, expiresAt, createdAt: at }, async (tx) => {
    await enqueueEmail(tx, {
      kind: "staff_invitation",
      to: email,
      sendKey: `staff-invitation:${tokenHash}`,
      payload: {
        name: input.name,
        invitedBy: actorName(caller) === "API" ? "The store's administrator" : actorName(caller),
        role: ROLE_WORDS[input.role],
        invitationUrl: `${origin}/admin/invitation/${token}`,
        expiresAt: expiresAt.toISOString(),
        validDays: INVITATION_DAYS,
        storeName: STORE_NAME,
      },
    });
    await recordActivity(caller, { action: "staff_invited", subject: { type: "staff", id: null }, summary: `Invited ${input.name} (${email}) as ${ROLE_WORDS[input.role]}` }, tx);
  });
  return { email, expiresAt };
}

/** The invitation a link's token names, for the page that accepts it: its state, and what it offers when usable. */
export async function invitationFor(token: string): Promise<{ state: InvitationState; email?: string; name?: string; role?: string }> {
  if (!oneTimeTokenSchema.safeParse(token).success) return { state: "unknown" };
  const invitation = await staffStore.invitation(oneTimeTokenHash(token));
  const state = invitationState(invitation, now());
  return state === "usable" && invitation ? { state, email: invitation.email, name: invitation.name, role: invitation.role } : { state };
}

/**
 * Accepts an invitation: the new member, or an ApiError (410 with the reason when the link cannot be used, 409 when
 * the e-mail joined meanwhile, 429 when the client's address may not have a password hashed now). Nothing is hashed
 * for a link that cannot be used; nothing changes unless all of it does.
 */
export async function acceptInvitation(input: StaffAccept, from: { address: string }): Promise<StaffIdentity> {
  const hash = oneTimeTokenHash(input.token);
  const state = invitationState(await staffStore.invitation(hash), now());
  if (state !== "usable") throw new ApiError({ status: 410, title: "Gone", detail: INVITATION_REFUSALS[state] });
  await admitPasswordHashing(from.address);
  const passwordHash = await hashPassword(input.password);
  const at = now();
  let created;
  try {
    created = await staffStore.acceptInvitation(hash, at, { name: input.name, passwordHash }, (tx, member) =>
      recordActivity(
        staffCaller(staffIdentity(member)),
        { action: "staff_joined", subject: { type: "staff", id: member.id }, summary: `${member.name} accepted the invitation and joined as ${ROLE_WORDS[member.role as "owner" | "staff"]}` },
        tx,
      ).then(() => undefined),
    );
  } catch (error) {
    if (isDuplicateEmail(error)) throw new ApiError({ status: 409, title: "Conflict", detail: "This e-mail is on the staff already. Sign in with it." });
    throw error;
  }
  if (!created) throw new ApiError({ status: 410, title: "Gone", detail: INVITATION_REFUSALS.used });
  return staffIdentity(created);
}
