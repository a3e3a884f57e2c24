import { Button, Link, Text } from "@react-email/components";
import type { PasswordReset } from "@/lib/commerce/email/messages";
import { colors, EmailLayout, link, paragraph, small } from "./layout";

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
      <Button
        href={p.resetUrl}
        style={{
          backgroundColor: colors.brand,
          color: "#ffffff",
          padding: "12px 20px",
          fontSize: "15px",
          fontWeight: 600,
          borderRadius: "6px",
        }}
      >
        Choose a new password
      </Button>
      <Text style={{ ...small, marginTop: "16px" }}>Or open this address: </Text>
      <Text style={{ ...small, wordBreak: "break-all" }}>
        <Link href={p.resetUrl} style={link}>
          {p.resetUrl}
        </Link>
      </Text>
    </EmailLayout>
  );
}
