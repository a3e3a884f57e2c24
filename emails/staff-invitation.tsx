import { Button, Link, Text } from "@react-email/components";
import type { StaffInvitation } from "@/lib/commerce/email/messages";
import { colors, EmailLayout, link, paragraph, small } from "./layout";

export const staffInvitationSubject = (p: StaffInvitation) => `You are invited to run ${p.storeName}`;

export function StaffInvitationEmail(p: StaffInvitation) {
  return (
    <EmailLayout
      preview="Join the store's staff"
      heading="Join the store's staff"
      storeName={p.storeName}
      footer="If you did not expect this, ignore this e-mail: nothing happens unless the link is used."
    >
      <Text style={paragraph}>Hello {p.name},</Text>
      <Text style={paragraph}>
        {p.invitedBy} invited you to the {p.storeName} store admin as {p.role}. Choose your password to sign in. The link works once, for{" "}
        {p.validDays} days.
      </Text>
      <Button
        href={p.invitationUrl}
        style={{ backgroundColor: colors.brand, color: "#ffffff", padding: "12px 20px", fontSize: "15px", fontWeight: 600, borderRadius: "6px" }}
      >
        Accept the invitation
      </Button>
      <Text style={{ ...small, marginTop: "16px" }}>Or open this address: </Text>
      <Text style={{ ...small, wordBreak: "break-all" }}>
        <Link href={p.invitationUrl} style={link}>
          {p.invitationUrl}
        </Link>
      </Text>
    </EmailLayout>
  );
}
