/** What the sign-in action answers the form when it does not redirect. Never holds the password. */
export type SignInState = {
  email?: string;
  error?: string;
  fieldErrors?: { email?: string; password?: string };
};
