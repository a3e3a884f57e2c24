import { Text } from "@react-email/components";
import type { EmailVerification } from "@/lib/commerce/email/messages";
import { ActionLink, EmailLayout, paragraph } from "./layout";

export const emailVerificationSubject = (p: EmailVerification) => `Confirm your e-mail address for ${p.storeName}`;

export function EmailVerificationEmail(p: EmailVerification) {
  return (
    <EmailLayout
      preview="Confirm your e-mail address"
      heading="Confirm your e-mail address"
      storeName={p.storeName}
      footer="If you did not make an account with us, ignore this e-mail: nothing changes."
    >
      <Text style={paragraph}>Hello,</Text>
      <Text style={paragraph}>
        Confirm that this address is yours, and your account will also list the orders you placed with it without signing in. The link works once, for{" "}
        {p.validHours} hours.
      </Text>
      <ActionLink href={p.verifyUrl} label="Confirm my e-mail address" />
    </EmailLayout>
  );
}
