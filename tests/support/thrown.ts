import { expect } from "vitest";
import { ApiError } from "@/lib/commerce/errors";

// What a domain rule's refusal says, for unit tests of rules that throw the API's errors: the HTTP status and the
// first error's source, or 200 and undefined when the work does not throw.
export function thrown(work: () => unknown): { status: number; source?: string } {
  try {
    work();
    return { status: 200 };
  } catch (error) {
    const { status, errors } = error as { status: number; errors?: { source?: string }[] };
    return { status, source: errors?.[0]?.source };
  }
}

/** The ApiError `work` is refused with (the test fails when it settles, or throws anything else). */
export async function refusedWith(work: Promise<unknown>): Promise<ApiError> {
  const error = await work.then(
    () => undefined,
    (thrown: unknown) => thrown,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}
