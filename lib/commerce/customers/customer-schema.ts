// What the admin's customer form takes (/admin/customers/new and a customer's page): a name, an e-mail (new
// customers, and guest-only ones whose e-mail is corrected), an optional phone and notes. The same schema checks the
// form in the browser and in the Server Action.
import { z } from "zod";

export const CUSTOMER_NAME_MAX = 200;
export const CUSTOMER_PHONE_MAX = 40;
export const CUSTOMER_NOTES_MAX = 5000;

export const customerFormSchema = z.object({
  name: z.string().trim().min(1, "Enter the customer's name.").max(CUSTOMER_NAME_MAX, `At most ${CUSTOMER_NAME_MAX} characters.`),
  email: z
    .string()
    .trim()
    .max(254, "At most 254 characters.")
    .pipe(z.email("Enter an e-mail address, such as ada@example.com.")),
  phone: z
    .string()
    .trim()
    .max(CUSTOMER_PHONE_MAX, `At most ${CUSTOMER_PHONE_MAX} characters.`)
    .regex(/^[0-9+()./ -]*$/, "Digits, spaces and + ( ) - . / only.")
    .optional()
    .transform((v) => v ?? ""),
  notes: z
    .string()
    .max(CUSTOMER_NOTES_MAX, `At most ${CUSTOMER_NOTES_MAX} characters.`)
    .optional()
    .transform((v) => (v ?? "").replace(/\r\n/g, "\n")),
});

export type CustomerForm = z.output<typeof customerFormSchema>;
