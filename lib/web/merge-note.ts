// What the sign-in merged, told once on the pages that follow: a short-lived httpOnly cookie the
// storefront layout reads (MergeNotice) until the shopper dismisses it or two minutes pass.
import "server-only";
import { cookies } from "next/headers";
import { secureCookies } from "./cookie-security";
import { z } from "zod";
import type { MergeOutcome } from "@/lib/commerce/carts/account-cart";

const MERGE_NOTE_COOKIE = "cw_merge_note";
const MAX_AGE = 120;

const noteSchema = z.object({
  merged: z.array(z.object({ name: z.string(), quantity: z.number().int() })).max(100),
  problems: z.array(z.string()).max(20),
});

export type MergeNote = z.output<typeof noteSchema>;

export async function keepMergeNote(outcome: MergeOutcome): Promise<void> {
  if (outcome.merged.length === 0 && outcome.problems.length === 0) return;
  const note: MergeNote = { merged: outcome.merged.slice(0, 100), problems: outcome.problems.slice(0, 20) };
  (await cookies()).set(MERGE_NOTE_COOKIE, JSON.stringify(note), { httpOnly: true, sameSite: "lax", secure: secureCookies(), path: "/", maxAge: MAX_AGE });
}

export async function readMergeNote(): Promise<MergeNote | undefined> {
  const raw = (await cookies()).get(MERGE_NOTE_COOKIE)?.value;
  if (!raw) return undefined;
  try {
    const parsed = noteSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

export async function clearMergeNote(): Promise<void> {
  (await cookies()).delete(MERGE_NOTE_COOKIE);
}
