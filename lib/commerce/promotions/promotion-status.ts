// What the admin's promotion list says of a promotion's state at a moment, in a shopkeeper's words. The same
// window as validity.ts: a promotion applies while switched on, from its start (included) to its end (excluded).
import { promotionIsLive, type PromotionWindow } from "./validity";

export type PromotionStatus = "off" | "scheduled" | "live" | "ended";

export const PROMOTION_STATUS_WORDS: Record<PromotionStatus, string> = {
  off: "Switched off",
  scheduled: "Scheduled",
  live: "Running",
  ended: "Ended",
};

/** Rule: off when switched off; else scheduled before its start, ended from its end on, running in between. */
export function promotionStatus(promotion: PromotionWindow, at: Date): PromotionStatus {
  if (!promotion.enabled) return "off";
  if (promotionIsLive(promotion, at)) return "live";
  return promotion.start && at.getTime() < promotion.start.getTime() ? "scheduled" : "ended";
}
