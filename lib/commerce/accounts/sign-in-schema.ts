// A member's credentials: the one schema behind the API's sign-in body (username, password) and
// the storefront's sign-in form (email, password), so both refuse the same input with the same words.
import { z } from "zod";

export const memberUsername = z.string().trim().min(1, "Enter your email address.").max(1024, "At most 1024 characters.");
// Sign-in still takes what a password could be before new ones were capped (1024), so no member is locked out.
export const memberPassword = z.string().min(1, "Enter your password.").max(1024, "At most 1024 characters.");

/** The longest password a member may choose: long enough for any passphrase, short enough to cost nothing to read. */
export const PASSWORD_MAX_LENGTH = 256;

/** A password a member chooses: every place a new password enters (sign-up, reset, the API's new member) parses it with this. */
export const newPassword = z.string().min(8, "Choose a password of at least 8 characters.").max(PASSWORD_MAX_LENGTH, `At most ${PASSWORD_MAX_LENGTH} characters.`);

/** The storefront's sign-in form: members sign in with their email. */
export const signInFormSchema = z.object({
  email: memberUsername.pipe(z.email("Enter a valid email address.")),
  password: memberPassword,
});

export type SignInForm = z.infer<typeof signInFormSchema>;

/** The storefront's sign-up form (when the store allows self sign-up): the API's self sign-up rules. */
export const signUpFormSchema = z.object({
  name: z.string().trim().min(1, "Enter your name.").max(1024, "At most 1024 characters."),
  email: memberUsername.pipe(z.email("Enter a valid email address.")),
  password: newPassword,
});

export type SignUpForm = z.infer<typeof signUpFormSchema>;
