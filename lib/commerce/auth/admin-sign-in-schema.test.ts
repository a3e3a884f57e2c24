import { describe, expect, it } from "vitest";
import { adminSignInSchema } from "./admin-sign-in-schema";

const messages = (value: unknown) => {
  const result = adminSignInSchema.safeParse(value);
  return result.success ? {} : Object.fromEntries(result.error.issues.map((issue) => [issue.path.join("."), issue.message]));
};

describe("adminSignInSchema (a staff member's e-mail and password)", () => {
  it("asks for each field that is empty, in the form's words", () => {
    expect(messages({ email: "  ", password: "" })).toEqual({ email: "Enter your e-mail address.", password: "Enter your password." });
    expect(messages({})).toMatchObject({ email: expect.any(String), password: expect.any(String) });
  });

  it("wants an e-mail address, not a client id", () => {
    expect(messages({ email: "cartwright-store", password: "x" })).toEqual({ email: "Enter a valid e-mail address." });
  });

  it("trims the e-mail and keeps the password exactly as typed", () => {
    expect(adminSignInSchema.parse({ email: " owner@cartwright.test ", password: " s3cret " })).toEqual({ email: "owner@cartwright.test", password: " s3cret " });
  });
});
