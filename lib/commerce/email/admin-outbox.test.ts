import { describe, expect, it } from "vitest";
import { asAdministratorSees, emailStateWords } from "./admin-outbox";

const reset = { kind: "password_reset", payload: { memberName: "Ada", resetUrl: "https://shop.example/account/reset-password?token=abcDEF_123-xyz" } };

describe("the outbox as an administrator sees it", () => {
  it("withholds a password reset's token once e-mail is sent, and shows it while the outbox is the only way to it", () => {
    expect(asAdministratorSees(reset, true).payload).toEqual({ memberName: "Ada", resetUrl: "https://shop.example/account/reset-password?token=withheld" });
    expect(asAdministratorSees(reset, false)).toBe(reset);
    const order = { kind: "order_confirmation", payload: { orderUrl: "https://shop.example/orders/1?token=x" } };
    expect(asAdministratorSees(order, true)).toBe(order);
  });
  it("withholds a staff invitation's and a staff reset's link once e-mail is sent: either makes its holder staff", () => {
    const invitation = { kind: "staff_invitation", payload: { name: "Sam", invitationUrl: "https://shop.example/admin/invitation/abcDEF_123-xyz" } };
    expect(asAdministratorSees(invitation, true).payload).toEqual({ name: "Sam", invitationUrl: "https://shop.example/admin/invitation/withheld" });
    expect(asAdministratorSees(invitation, false)).toBe(invitation);
    const staffReset = { kind: "staff_password_reset", payload: { resetUrl: "https://shop.example/admin/reset-password?token=abc" } };
    expect(asAdministratorSees(staffReset, true).payload).toEqual({ resetUrl: "https://shop.example/admin/reset-password?token=withheld" });
  });
  it("says what became of a message", () => {
    expect(emailStateWords({ status: "sent", attempts: 1, lastError: "" }, true)).toBe("Sent");
    expect(emailStateWords({ status: "pending", attempts: 0, lastError: "" }, false)).toBe("Waiting: e-mail is not sent until SMTP_URL is set");
    expect(emailStateWords({ status: "pending", attempts: 2, lastError: "SMTP 451" }, true)).toBe("Waiting to be tried again (2 attempts: SMTP 451)");
    expect(emailStateWords({ status: "failed", attempts: 1, lastError: "SMTP 550" }, true)).toBe("Not sent: gave up after 1 attempt (SMTP 550)");
  });
});
