import { Text } from "@react-email/components";
import type { PasswordReset } from "@/lib/commerce/email/messages";
import { EmailLayout, OneTimeLink, paragraph } from "./layout";

export const passwordResetSubject = (p: PasswordReset) => `Choose a new password for ${p.storeName}`;

export function PasswordResetEmail(p: PasswordReset) {
  return (
    <EmailLayout
      preview="Choose a new password"
      heading="Choose a new password"
      storeName={p.storeName}
      footer="If you did not ask for this, ignore this e-mail: your password stays as it is."
    >
      <Text style={paragraph}>Hello {p.memberName},</Text>
      <Text style={paragraph}>
        Someone, probably you, asked to choose a new password for your account. The link works once, for {p.validMinutes} minutes.
      </Text>
      <OneTimeLink href={p.resetUrl} label="Choose a new password" />
    </EmailLayout>
  );
}
