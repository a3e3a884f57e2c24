// The staff store (lib/commerce/staff): staff members, their sessions, invitations and password reset links. The
// domain decides; the units of work that must hold together (an invitation accepted and its member created, a role
// changed or a member removed while the owners are counted) are one transaction each here.
import { and, asc, count, eq, gt, isNull, sql } from "drizzle-orm";
import { getDb, type Executor, type Tx } from "../db";
import { staffInvitations, staffMembers, staffPasswordResets, staffSessions } from "../schema";

export type StaffRow = typeof staffMembers.$inferSelect;
export type StaffInvitationRow = typeof staffInvitations.$inferSelect;
export type NewStaffMember = { email: string; name: string; role: string; passwordHash: string };
export type NewToken = { tokenHash: string; expiresAt: Date; createdAt: Date };

const byEmail = (email: string) => eq(sql`lower(${staffMembers.email})`, email.trim().toLowerCase());
const openSession = (id: string, at: Date) => and(eq(staffSessions.id, id), isNull(staffSessions.endedAt), gt(staffSessions.expiresAt, at));
const usableInvitation = (hash: string, at: Date) =>
  and(eq(staffInvitations.tokenHash, hash), isNull(staffInvitations.acceptedAt), gt(staffInvitations.expiresAt, at));
const usableReset = (hash: string, at: Date) => and(eq(staffPasswordResets.tokenHash, hash), isNull(staffPasswordResets.usedAt), gt(staffPasswordResets.expiresAt, at));

/** Whether a failed insert was the e-mail's unique index (someone has that e-mail already). */
export function isDuplicateEmail(error: unknown): boolean {
  for (let e = error as { code?: unknown; cause?: unknown } | undefined; e; e = e.cause as typeof e) {
    if (e.code === "23505") return true;
  }
  return false;
}

export const staffStore = {
  async count(executor?: Executor): Promise<number> {
    const [{ n }] = await (executor ?? (await getDb())).select({ n: count() }).from(staffMembers);
    return n;
  },
  async byEmail(email: string): Promise<StaffRow | undefined> {
    const [row] = await (await getDb()).select().from(staffMembers).where(byEmail(email));
    return row;
  },
  async byId(id: string): Promise<StaffRow | undefined> {
    const [row] = await (await getDb()).select().from(staffMembers).where(eq(staffMembers.id, id));
    return row;
  },
  async list(): Promise<StaffRow[]> {
    return (await getDb()).select().from(staffMembers).orderBy(asc(staffMembers.createdAt), asc(staffMembers.email));
  },
  async insert(member: NewStaffMember, executor?: Executor): Promise<StaffRow> {
    const [row] = await (executor ?? (await getDb())).insert(staffMembers).values(member).returning();
    return row!;
  },
  /** Inserts the member only when there is no staff member at all (the store's first owner); undefined otherwise. */
  async insertFirst(member: NewStaffMember): Promise<StaffRow | undefined> {
    return (await getDb()).transaction(async (tx) => {
      await tx.execute(sql`lock table ${staffMembers} in share row exclusive mode`);
      if ((await staffStore.count(tx)) > 0) return undefined;
      return staffStore.insert(member, tx);
    });
  },
  /**
   * Locks every member, lets `decide` look at them all (the owners among them) and change one: `change` returns
   * the new role, "remove", or a refusal (thrown by the domain). `alongside` runs in the transaction after.
   */
  async changeMember(
    id: string,
    decide: (target: StaffRow, all: StaffRow[]) => { role: string } | "remove",
    alongside: (tx: Tx, before: StaffRow) => Promise<void>,
  ): Promise<StaffRow | undefined> {
    return (await getDb()).transaction(async (tx) => {
      const all = await tx.select().from(staffMembers).orderBy(asc(staffMembers.id)).for("update");
      const target = all.find((m) => m.id === id);
      if (!target) return undefined;
      const change = decide(target, all);
      if (change === "remove") await tx.delete(staffMembers).where(eq(staffMembers.id, id));
      else await tx.update(staffMembers).set({ role: change.role }).where(eq(staffMembers.id, id));
      await alongside(tx, target);
      return target;
    });
  },

  // Sessions.
  async startSession(staffId: string, expiresAt: Date): Promise<string> {
    const [row] = await (await getDb()).insert(staffSessions).values({ staffId, expiresAt }).returning({ id: staffSessions.id });
    return row!.id;
  },
  /** The member of an open session (not ended, not expired at `at`), or undefined. One statement. */
  async memberOfSession(sessionId: string, at: Date): Promise<StaffRow | undefined> {
    const [row] = await (await getDb())
      .select({ member: staffMembers })
      .from(staffSessions)
      .innerJoin(staffMembers, eq(staffMembers.id, staffSessions.staffId))
      .where(openSession(sessionId, at));
    return row?.member;
  },
  async endSession(sessionId: string, at: Date): Promise<void> {
    await (await getDb()).update(staffSessions).set({ endedAt: at }).where(and(eq(staffSessions.id, sessionId), isNull(staffSessions.endedAt)));
  },
  async endSessionsOf(staffId: string, at: Date, executor?: Executor): Promise<void> {
    await (executor ?? (await getDb())).update(staffSessions).set({ endedAt: at }).where(and(eq(staffSessions.staffId, staffId), isNull(staffSessions.endedAt)));
  },

  // Invitations.
  async insertInvitation(invitation: typeof staffInvitations.$inferInsert, alongside: (tx: Tx) => Promise<void>): Promise<void> {
    await (await getDb()).transaction(async (tx) => {
      await tx.insert(staffInvitations).values(invitation);
      await alongside(tx);
    });
  },
  async invitation(tokenHash: string): Promise<StaffInvitationRow | undefined> {
    const [row] = await (await getDb()).select().from(staffInvitations).where(eq(staffInvitations.tokenHash, tokenHash));
    return row;
  },
  /**
   * Uses the invitation (unaccepted, unexpired at `at`) and creates its member with the invitation's e-mail and role;
   * `alongside` runs in the same transaction. Undefined (nothing changed) when the invitation is not usable; throws
   * (nothing changed) when the e-mail has a member already (isDuplicateEmail).
   */
  async acceptInvitation(
    tokenHash: string,
    at: Date,
    member: { name: string; passwordHash: string },
    alongside: (tx: Tx, created: StaffRow) => Promise<void>,
  ): Promise<StaffRow | undefined> {
    return (await getDb()).transaction(async (tx) => {
      const [used] = await tx.update(staffInvitations).set({ acceptedAt: at }).where(usableInvitation(tokenHash, at)).returning();
      if (!used) return undefined;
      const created = await staffStore.insert({ email: used.email, name: member.name, role: used.role, passwordHash: member.passwordHash }, tx);
      await alongside(tx, created);
      return created;
    });
  },

  // Password reset links.
  async issueReset(
    email: string,
    since: Date,
    decide: (member: StaffRow, recentLinks: number) => NewToken | undefined,
    alongside: (tx: Tx, member: StaffRow, token: NewToken) => Promise<void>,
  ): Promise<void> {
    await (await getDb()).transaction(async (tx) => {
      const [member] = await tx.select().from(staffMembers).where(byEmail(email)).for("update");
      if (!member) return;
      const [{ recent }] = await tx
        .select({ recent: count() })
        .from(staffPasswordResets)
        .where(and(eq(staffPasswordResets.staffId, member.id), gt(staffPasswordResets.createdAt, since)));
      const token = decide(member, recent);
      if (!token) return;
      await tx.insert(staffPasswordResets).values({ ...token, staffId: member.id });
      await alongside(tx, member, token);
    });
  },
  async resetUsable(tokenHash: string, at: Date): Promise<boolean> {
    const [row] = await (await getDb()).select({ hash: staffPasswordResets.tokenHash }).from(staffPasswordResets).where(usableReset(tokenHash, at));
    return Boolean(row);
  },
  /** Uses the link and every other of its member, sets the password and ends the member's sessions; the member, or undefined. */
  async useReset(tokenHash: string, at: Date, passwordHash: string): Promise<StaffRow | undefined> {
    return (await getDb()).transaction(async (tx) => {
      const [used] = await tx.update(staffPasswordResets).set({ usedAt: at }).where(usableReset(tokenHash, at)).returning();
      if (!used) return undefined;
      await tx.update(staffPasswordResets).set({ usedAt: at }).where(and(eq(staffPasswordResets.staffId, used.staffId), isNull(staffPasswordResets.usedAt)));
      const [member] = await tx.update(staffMembers).set({ passwordHash }).where(eq(staffMembers.id, used.staffId)).returning();
      if (member) await staffStore.endSessionsOf(member.id, at, tx);
      return member;
    });
  },
};
