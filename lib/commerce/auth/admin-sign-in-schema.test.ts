import { describe, expect, it } from "vitest";
import { adminSignInSchema } from "./admin-sign-in-schema";

const messages = (value: unknown) => {
  const result = adminSignInSchema.safeParse(value);
  return result.success ? {} : Object.fromEntries(result.error.issues.map((issue) => [issue.path.join("."), issue.message]));
};

describe("adminSignInSchema", () => {
  it("asks for each field that is empty, in the form's words", () => {
    expect(messages({ client_id: "  ", client_secret: "" })).toEqual({ client_id: "Enter the client id.", client_secret: "Enter the client secret." });
    expect(messages({})).toMatchObject({ client_id: expect.any(String), client_secret: expect.any(String) });
  });

  it("trims the client id and keeps the secret exactly as typed", () => {
    expect(adminSignInSchema.parse({ client_id: " store ", client_secret: " s3cret " })).toEqual({ client_id: "store", client_secret: " s3cret " });
  });
});
