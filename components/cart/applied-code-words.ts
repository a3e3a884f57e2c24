// What the code field says once the API took a code (docs/money.md "Promotions"): "applied" only when the code takes
// something off; otherwise the cart's own reason, in a shopper's words (the API's meta.messages, refusal-words.ts),
// e.g. "WELCOME10 applies from £100.00 of goods: add £12.50 more."
import type { CartCollection } from "@/lib/client/types";

export function appliedCodeWords(code: string, cart: CartCollection | undefined): string {
  const typed = code.toLowerCase();
  const line = cart?.data.find((item) => item.type === "promotion_item" && item.code?.toLowerCase() === typed);
  if (line && line.value.amount < 0) return `Code ${code} applied.`;
  const written = (line?.code ?? code).toLowerCase();
  const reason = cart?.meta.messages?.find((m) => m.source === "promotion" && m.description.toLowerCase().includes(written));
  return reason ? reason.description : `Code ${line?.code ?? code} added: it takes nothing off this cart yet.`;
}
