// The e-mail sender form's schema, apart from the storage so the browser can load it (the admin form and the
// Server Action check the same rules). Both empty: no sender stored, the store's default is used.
import { z } from "zod";

export const SENDER_NAME_MAX = 100;
const ADDRESS_MAX = 254;

export const emailSenderSchema = z
  .object({
    sender_name: z
      .string()
      .trim()
      .max(SENDER_NAME_MAX, `Keep the name to ${SENDER_NAME_MAX} characters.`)
      // One line of text: no line breaks or other control characters, and no angle brackets (they would end the name).
      .refine((text) => !/[\u0000-\u001f\u007f<>]/.test(text), "The name can only hold one line of text, without < or >."),
    sender_address: z
      .string()
      .trim()
      .max(ADDRESS_MAX, `An e-mail address has at most ${ADDRESS_MAX} characters.`)
      .refine((text) => text === "" || z.email().safeParse(text).success, "Enter an e-mail address such as shop@example.com, or leave it empty."),
  })
  .refine((values) => values.sender_name === "" || values.sender_address !== "", {
    path: ["sender_address"],
    message: "Enter the e-mail address the name goes with.",
  });
export type EmailSenderValues = z.output<typeof emailSenderSchema>;
