import { describe, expect, it } from "vitest";
import { DEFAULT_FROM, environmentFrom, fromHeader } from "./email-from";
import { emailSenderSchema } from "./email-sender-schema";

describe("the From header", () => {
  it("is the name and the address, the name quoted when it holds what a header reads as punctuation", () => {
    expect(fromHeader("Corner Shop", "shop@example.com")).toBe("Corner Shop <shop@example.com>");
    expect(fromHeader("", "shop@example.com")).toBe("shop@example.com");
    expect(fromHeader("Smith, Jones & Co.", "hello@example.com")).toBe('"Smith, Jones & Co." <hello@example.com>');
    expect(fromHeader('Ann "the potter" Lee', "ann@example.com")).toBe('"Ann \\"the potter\\" Lee" <ann@example.com>');
    expect(fromHeader("Café Olé", "cafe@example.com")).toBe('"Café Olé" <cafe@example.com>');
  });

  it("falls back to the environment's EMAIL_FROM, else the default", () => {
    expect(environmentFrom("Shop <a@b.example>")).toBe("Shop <a@b.example>");
    expect(environmentFrom("  ")).toBe(DEFAULT_FROM);
    expect(environmentFrom(undefined)).toBe(DEFAULT_FROM);
  });
});

describe("the e-mail sender form", () => {
  const check = (sender_name: string, sender_address: string) => {
    const result = emailSenderSchema.safeParse({ sender_name, sender_address });
    return result.success ? result.data : result.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`);
  };

  it("takes a name and an address, or neither", () => {
    expect(check(" Corner Shop ", " shop@example.com ")).toEqual({ sender_name: "Corner Shop", sender_address: "shop@example.com" });
    expect(check("", "")).toEqual({ sender_name: "", sender_address: "" });
    expect(check("", "shop@example.com")).toEqual({ sender_name: "", sender_address: "shop@example.com" });
  });

  it("refuses what is not an address, a name without one, and a name that would break the header", () => {
    expect(check("", "not an address")).toEqual(["sender_address: Enter an e-mail address such as shop@example.com, or leave it empty."]);
    expect(check("Corner Shop", "")).toEqual(["sender_address: Enter the e-mail address the name goes with."]);
    expect(check("Shop\r\nBcc: x@evil.example", "shop@example.com")).toEqual(["sender_name: The name can only hold one line of text, without < or >."]);
    expect(check("Shop <evil@example.com>", "shop@example.com")).toEqual(["sender_name: The name can only hold one line of text, without < or >."]);
    expect(check("x".repeat(101), "shop@example.com")).toEqual(["sender_name: Keep the name to 100 characters."]);
  });
});
