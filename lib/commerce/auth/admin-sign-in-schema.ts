// The admin sign-in form: a client id and secret for a client-credentials session. The one schema behind the
// sign-in Server Action and the form in the browser, so both refuse the same input with the same words.
import { z } from "zod";

export const adminSignInSchema = z.object({
  client_id: z.string().trim().min(1, "Enter the client id."),
  client_secret: z.string().min(1, "Enter the client secret."),
});

export type AdminSignIn = z.infer<typeof adminSignInSchema>;
