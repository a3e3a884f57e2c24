// Whether the page's first render has been committed. What a page renders later may replay an older state of the
// shopper's cart (Back or Forward, a Server Action's answer re-rendered from the root): lib/client/cart-seed.ts.

let running = false;

/** Called once the page's first render has been committed (StoreProvider's effect, after its children's). */
export function markPageRunning(): void {
  running = true;
}

/** Whether the page's first render has been committed (false while it hydrates). */
export function pageRunning(): boolean {
  return running;
}
