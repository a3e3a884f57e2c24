// Changes to one cart wait for each other in this process before they take a database connection.
// The database lock (SELECT … FOR UPDATE) is what serialises them, across processes too; this queue
// only keeps a burst at one cart (150 adds at once) from holding every pooled connection while it
// waits for that lock, which would starve other carts and time requests out.
const tails = new Map<string, Promise<void>>();

/** Tests turn the queue off to prove that the database lock alone keeps concurrent changes apart. */
export const cartQueue = { enabled: true };

export async function serialisedByCart<T>(cartId: string, run: () => Promise<T>): Promise<T> {
  if (!cartQueue.enabled) return run();
  const previous = tails.get(cartId);
  let release!: () => void;
  const mine = new Promise<void>((resolve) => (release = resolve));
  const tail = previous ? previous.then(() => mine) : mine;
  tails.set(cartId, tail);
  // A cart nobody is changing (the usual case) goes ahead without waiting a turn.
  if (previous) await previous;
  try {
    return await run();
  } finally {
    release();
    if (tails.get(cartId) === tail) tails.delete(cartId);
  }
}
