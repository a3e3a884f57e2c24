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
