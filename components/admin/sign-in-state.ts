/** What the sign-in action answers the form when it does not redirect. Never holds the secret. */
export type SignInState = {
  clientId?: string;
  error?: string;
  fieldErrors?: { client_id?: string; client_secret?: string };
};
