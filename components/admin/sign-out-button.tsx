/** Ends the admin session (a Server Action clears the cookie and returns to sign-in). */
export function SignOutButton({ action }: { action: () => Promise<void> }) {
  return (
    <form action={action}>
      <button type="submit" className="rounded border border-stone-300 px-3 py-1.5 text-sm font-medium hover:bg-stone-100">
        Sign out
      </button>
    </form>
  );
}
