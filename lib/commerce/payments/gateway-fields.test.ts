import { describe, expect, it } from "vitest";
import { ApiError } from "../errors";
import { gatewayChangeSchema, gatewaySpec, maskSecret, mergeGatewayChange } from "./gateway-fields";

const adyen = gatewaySpec("adyen")!;
const stripe = gatewaySpec("stripe")!;
const none = { enabled: false, test: false, fields: {} };

describe("maskSecret", () => {
  it("shows four stars and the last four characters of a long secret, four stars alone of a short one", () => {
    expect(maskSecret("sk_test_0123456789abcd")).toBe("****abcd");
    expect(maskSecret("short")).toBe("****");
    expect(maskSecret("12345678901")).toBe("****");
  });
});

describe("mergeGatewayChange", () => {
  it("takes the fields given, keeps the others, and keeps a secret sent back as its mask", () => {
    const stored = { enabled: true, test: true, fields: { merchant_account: "M", username: "u", password: "a-long-secret-1234" } };
    expect(mergeGatewayChange(adyen, stored, { enabled: false, username: "v", password: "****1234" })).toEqual({
      enabled: false,
      test: true,
      fields: { merchant_account: "M", username: "v", password: "a-long-secret-1234" },
    });
    expect(mergeGatewayChange(adyen, stored, { password: "new" }).fields.password).toBe("new");
  });

  it("refuses settings missing a field EP requires, naming each", () => {
    const refused = (() => {
      try {
        mergeGatewayChange(adyen, none, { username: "u" });
      } catch (error) {
        return error;
      }
    })();
    expect(refused).toBeInstanceOf(ApiError);
    expect((refused as ApiError).errors.map((e) => e.source)).toEqual(["data.merchant_account", "data.password"]);
    expect((refused as ApiError).status).toBe(400);
  });

  it("a gateway without a test mode is never in one", () => {
    expect(mergeGatewayChange(stripe, none, { login: "sk", test: true }).test).toBe(false);
  });
});

describe("gatewayChangeSchema", () => {
  it("reads `test` only where the gateway has it, and refuses a field that is not text", () => {
    expect(gatewayChangeSchema(stripe).parse({ data: { login: " sk ", test: "x" } }).data).toMatchObject({ login: "sk", test: undefined });
    expect(gatewayChangeSchema(adyen).safeParse({ data: { test: "x" } }).success).toBe(false);
    expect(gatewayChangeSchema(adyen).safeParse({ data: { password: 5 } }).success).toBe(false);
  });
});
