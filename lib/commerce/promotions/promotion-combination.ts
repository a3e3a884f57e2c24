// Which promotions apply together (docs/money.md "Promotions"). Each promotion says whether it combines with others
// (`combinable`, off for a new one); two promotions apply together only when BOTH combine. Pure.
//  - A code is refused when it is added next to a code it does not combine with (the API answers 422, the cart says
//    why): the shopper chooses which code to keep.
//  - When priced, the promotions are judged in order (code lines in cart order, then automatic promotions oldest
//    first). One that does not combine with those already chosen wins only when it takes off MORE than all of them
//    together (they are set aside); otherwise it is set aside. So the shopper gets the better of an automatic
//    promotion and a code, never both unless both combine.

export type Combining = { combinable: boolean };

/** Rule: two promotions apply together only when both combine. */
export const combines = (a: Combining, b: Combining): boolean => a.combinable && b.combinable;

export type Candidate = Combining & { id: string; discount: number };

/** The promotions that apply (ids, in order) and, for each set aside, the one it gave way to. */
export type Combination = { applied: string[]; setAside: Map<string, string> };

export function chooseCombination(candidates: readonly Candidate[]): Combination {
  let chosen: Candidate[] = [];
  const setAside = new Map<string, string>();
  for (const candidate of candidates) {
    const clashes = chosen.filter((c) => !combines(c, candidate));
    if (clashes.length === 0) {
      chosen.push(candidate);
      continue;
    }
    const given = clashes.reduce((sum, c) => sum + c.discount, 0);
    if (candidate.discount > given) {
      for (const clash of clashes) setAside.set(clash.id, candidate.id);
      chosen = [...chosen.filter((c) => !clashes.includes(c)), candidate];
    } else {
      setAside.set(candidate.id, clashes[0].id);
    }
  }
  const applied = new Set(chosen.map((c) => c.id));
  return { applied: candidates.filter((c) => applied.has(c.id)).map((c) => c.id), setAside };
}

/** The code among `present` that `adding` cannot be used with, if any (the first, in cart order). */
export function clashingCode<T extends Combining>(adding: Combining, present: readonly T[]): T | undefined {
  return present.find((p) => !combines(p, adding));
}
