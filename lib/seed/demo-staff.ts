// The demo store's owner: signs in to /admin with this e-mail and password (README).
import type { Db } from "@/lib/storage/db";
import { staffMembers } from "@/lib/storage/schema";
import { hashPassword } from "@/lib/commerce/auth/passwords";
import { sql } from "drizzle-orm";

export const DEMO_OWNER = { email: "owner@cartwright.test", password: "cartwright-owner", name: "Store Owner" };

export async function seedDemoOwner(db: Db): Promise<void> {
  const [existing] = await db.select({ id: staffMembers.id }).from(staffMembers).where(sql`lower(${staffMembers.email}) = ${DEMO_OWNER.email}`);
  if (existing) return;
  await db
    .insert(staffMembers)
    .values({ email: DEMO_OWNER.email, name: DEMO_OWNER.name, role: "owner", passwordHash: await hashPassword(DEMO_OWNER.password) })
    .onConflictDoNothing();
}
