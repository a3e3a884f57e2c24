import Link from "next/link";

/**
 * What came of an add to cart, announced: the live regions are always in the page, so a screen
 * reader hears the message when it appears.
 */
export function AddOutcome({ added, errors }: { added?: string; errors: string[] }) {
  return (
    <>
      <div role="alert" className="text-sm font-medium text-red-700 empty:hidden" data-testid="add-error">
        {errors.length ? errors.map((message) => <p key={message}>{message}</p>) : null}
      </div>
      <p role="status" className="text-sm font-medium text-brand-700 empty:hidden" data-testid="add-status">
        {added ? (
          <>
            {added}{" "}
            <Link href="/cart" className="underline">
              View your cart
            </Link>
          </>
        ) : null}
      </p>
    </>
  );
}
