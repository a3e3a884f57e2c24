// The staff forms' schemas, which the Server Actions parse with (the sign-in's is admin-sign-in-schema.ts).
import { z } from "zod";
import { memberUsername, newPassword } from "../accounts/sign-in-schema";
import { oneTimeTokenSchema } from "../auth/one-time-token";
import { STAFF_ROLES } from "./staff-permissions";
import { uuidField } from "@/lib/commerce/uuid";

const email = memberUsername.pipe(z.email("Enter a valid e-mail address."));
const name = z.string().trim().min(1, "Enter a name.").max(200, "At most 200 characters.");
const role = z.enum(STAFF_ROLES, "Choose Owner or Staff.");

export const staffInviteSchema = z.object({ email, name, role });
export type StaffInvite = z.infer<typeof staffInviteSchema>;

/** Accepting an invitation: the link's token, the name the member goes by and their password. */
export const staffAcceptSchema = z.object({ token: oneTimeTokenSchema, name, password: newPassword });
export type StaffAccept = z.infer<typeof staffAcceptSchema>;

export const staffRoleSchema = z.object({ id: uuidField("That staff member is not known."), role });

export const staffForgotSchema = z.object({ email });
export const staffResetSchema = z.object({ token: oneTimeTokenSchema, password: newPassword });

/** A first owner (environment or command line). */
export const firstOwnerSchema = z.object({ email, name, password: newPassword });
