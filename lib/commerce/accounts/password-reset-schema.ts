// The password reset forms' schemas: the one the Server Actions parse with and the browser checks with.
import { z } from "zod";
import { memberUsername, newPassword } from "./sign-in-schema";
import { oneTimeTokenSchema } from "../auth/one-time-token";

/** The forgot-password form: an e-mail address. */
export const forgotPasswordSchema = z.object({ email: memberUsername.pipe(z.email("Enter a valid email address.")) });
export type ForgotPasswordForm = z.infer<typeof forgotPasswordSchema>;

/** The reset form: the link's token (32 random bytes, base64url) and the new password (the sign-up rules for one). */
export const resetPasswordSchema = z.object({
  token: oneTimeTokenSchema,
  password: newPassword,
});
export type ResetPasswordForm = z.infer<typeof resetPasswordSchema>;
