import { describe, expect, it } from "vitest";
import { signInFormSchema } from "./sign-in-schema";
import { signInSchema } from "./accounts";

const messages = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join("."), i.message]));

describe("signInFormSchema", () => {
  it("asks for an email and a password, in words a shopper reads", () => {
    expect(messages(signInFormSchema.safeParse({ email: "", password: "" }))).toEqual({
      email: "Enter your email address.",
      password: "Enter your password.",
    });
    expect(messages(signInFormSchema.safeParse({ email: "nope", password: "x" }))).toEqual({ email: "Enter a valid email address." });
    expect(signInFormSchema.parse({ email: "  demo@cartwright.test ", password: "p" })).toEqual({ email: "demo@cartwright.test", password: "p" });
  });

  it("shares its password rule with the API's sign-in body", () => {
    const long = "p".repeat(1025);
    expect(messages(signInFormSchema.safeParse({ email: "a@b.test", password: long })).password).toBe("At most 1024 characters.");
    const api = signInSchema.safeParse({
      data: { type: "account_management_authentication_token", authentication_mechanism: "password", username: "a@b.test", password: long },
    });
    expect(messages(api)["data.password"]).toBe("At most 1024 characters.");
  });
});
