import { describe, expect, it } from "vitest";
import { asAdministratorSees, emailStateWords } from "./admin-outbox";

const reset = { kind: "password_reset", payload: { memberName: "Ada", resetUrl: "https://shop.example/account/reset-password?token=abcDEF_123-xyz" } };

describe("the outbox as an administrator sees it", () => {
  it("withholds a password reset's token once e-mail is sent, and shows it while the outbox is the only way to it", () => {
    expect(asAdministratorSees(reset, true, true).payload).toEqual({ memberName: "Ada", resetUrl: "https://shop.example/account/reset-password?token=withheld" });
    expect(asAdministratorSees(reset, false, true)).toBe(reset);
    const order = { kind: "order_confirmation", payload: { orderUrl: "https://shop.example/orders/1?token=x" } };
    expect(asAdministratorSees(order, true, true)).toBe(order);
  });
  it("withholds an e-mail verification's token alike", () => {
    const verification = { kind: "email_verification", payload: { verifyUrl: "https://shop.example/account/verify-email?token=abcDEF_123-xyz", validHours: 48 } };
    expect(asAdministratorSees(verification, true, true).payload).toEqual({ verifyUrl: "https://shop.example/account/verify-email?token=withheld", validHours: 48 });
    expect(asAdministratorSees(verification, false, true)).toBe(verification);
  });

  it("withholds a staff invitation's and a staff reset's link once e-mail is sent: either makes its holder staff", () => {
    const invitation = { kind: "staff_invitation", payload: { name: "Sam", invitationUrl: "https://shop.example/admin/invitation/abcDEF_123-xyz" } };
    expect(asAdministratorSees(invitation, true, true).payload).toEqual({ name: "Sam", invitationUrl: "https://shop.example/admin/invitation/withheld" });
    expect(asAdministratorSees(invitation, false, true)).toBe(invitation);
    const staffReset = { kind: "staff_password_reset", payload: { resetUrl: "https://shop.example/admin/reset-password?token=abc" } };
    expect(asAdministratorSees(staffReset, true, true).payload).toEqual({ resetUrl: "https://shop.example/admin/reset-password?token=withheld" });
  });

  it("never shows a staff link to a reader who is not an owner, even while the store sends no e-mail", () => {
    const invitation = { kind: "staff_invitation", payload: { name: "Sam", invitationUrl: "https://shop.example/admin/invitation/abcDEF_123-xyz" } };
    expect(asAdministratorSees(invitation, false, false).payload).toEqual({ name: "Sam", invitationUrl: "https://shop.example/admin/invitation/withheld" });
    const reset = { kind: "password_reset", payload: { resetUrl: "https://shop.example/account/reset-password?token=abc" } };
    expect(asAdministratorSees(reset, false, false)).toBe(reset);
  });
  it("says what became of a message", () => {
    expect(emailStateWords({ status: "sent", attempts: 1, lastError: "" }, true)).toBe("Sent");
    expect(emailStateWords({ status: "pending", attempts: 0, lastError: "" }, false)).toBe("Waiting: e-mail is not sent until SMTP_URL is set");
    expect(emailStateWords({ status: "pending", attempts: 2, lastError: "SMTP 451" }, true)).toBe("Waiting to be tried again (2 attempts: SMTP 451)");
    expect(emailStateWords({ status: "failed", attempts: 1, lastError: "SMTP 550" }, true)).toBe("Not sent: gave up after 1 attempt (SMTP 550)");
  });
});
