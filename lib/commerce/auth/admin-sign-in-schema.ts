// The admin sign-in form: a staff member's e-mail and password (never the API client's secret). The one schema behind
// the sign-in Server Action and the form in the browser, so both refuse the same input with the same words.
import { z } from "zod";

export const adminSignInSchema = z.object({
  email: z.string().trim().min(1, "Enter your e-mail address.").max(1024, "At most 1024 characters.").pipe(z.email("Enter a valid e-mail address.")),
  password: z.string().min(1, "Enter your password.").max(1024, "At most 1024 characters."),
});

export type AdminSignIn = z.infer<typeof adminSignInSchema>;
