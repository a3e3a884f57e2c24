"use server";
import { redirect } from "next/navigation";
import { endShopperSession } from "@/lib/web/shopper-session";

export async function signOut(): Promise<void> {
  await endShopperSession();
  redirect("/account/sign-in?signed-out=1");
}
