import { Button, Link, Text } from "@react-email/components";
import type { AccountSignUp } from "@/lib/commerce/email/messages";
import { colors, EmailLayout, link, paragraph } from "./layout";

export const accountSignUpSubject = (p: AccountSignUp) => (p.existing ? `You already have an account at ${p.storeName}` : `Welcome to ${p.storeName}`);

const button = { backgroundColor: colors.brand, color: "#ffffff", padding: "12px 20px", fontSize: "15px", fontWeight: 600, borderRadius: "6px" };

/** What a sign-up says by e-mail: to a new member, that the account is ready; to an owner, that they have one already. */
export function AccountSignUpEmail(p: AccountSignUp) {
  return (
    <EmailLayout
      preview={p.existing ? "You already have an account" : "Your account is ready"}
      heading={p.existing ? "You already have an account" : "Your account is ready"}
      storeName={p.storeName}
      footer={p.existing ? "If you did not try to sign up, ignore this e-mail: nothing has changed." : "If you did not sign up, ignore this e-mail."}
    >
      {/* A new account's name is whatever the sign-up typed, to whatever address: it is not repeated to the address
          (issue 44 finding 6). An owner's is the name they gave their own account. */}
      <Text style={paragraph}>{p.existing ? `Hello ${p.memberName},` : "Hello,"}</Text>
      {p.existing ? (
        <>
          <Text style={paragraph}>
            Someone, probably you, tried to sign up with this e-mail address. You already have an account: sign in with your password, or, if you forgot
            it, choose a new one.
          </Text>
          <Button href={p.signInUrl} style={button}>
            Sign in
          </Button>
          <Text style={paragraph}>
            <Link href={p.forgotPasswordUrl} style={link}>
              Choose a new password
            </Link>
          </Text>
        </>
      ) : (
        <>
          <Text style={paragraph}>Thank you for signing up. Your account is ready: sign in with the password you chose.</Text>
          <Button href={p.signInUrl} style={button}>
            Sign in
          </Button>
        </>
      )}
    </EmailLayout>
  );
}
