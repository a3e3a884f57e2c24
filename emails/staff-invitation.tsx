import { Text } from "@react-email/components";
import type { StaffInvitation } from "@/lib/commerce/email/messages";
import { EmailLayout, ActionLink, paragraph } from "./layout";

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
      <ActionLink href={p.invitationUrl} label="Accept the invitation" />
    </EmailLayout>
  );
}
