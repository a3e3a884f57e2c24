import type { StaffPasswordReset } from "@/lib/commerce/email/messages";
import { PasswordResetEmail } from "./password-reset";

// The shopper's reset message, said of the store admin.
export const staffPasswordResetSubject = (p: StaffPasswordReset) => `Choose a new password for the ${p.storeName} admin`;

export const StaffPasswordResetEmail = PasswordResetEmail;
