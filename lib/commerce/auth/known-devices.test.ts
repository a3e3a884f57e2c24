import { decodeJwt } from "jose";
import { describe, expect, it } from "vitest";
import { knownDevice, rememberDevice } from "./known-devices";
import { issueAccessToken } from "./tokens";
import { tamperedToken } from "../../../tests/support/tampered-token";

describe("device tokens", () => {
  it("name the device and the accounts signed in on it, and no other", async () => {
    const token = await rememberDevice(undefined, "Ann@Example.com");
    const device = await knownDevice(token, "ann@example.com");
    expect(device).toMatch(/^[0-9a-f-]{36}$/);
    expect(await knownDevice(token, "bea@example.com")).toBeUndefined();
    // A second account on the same device: the same device, both accounts.
    const both = await rememberDevice(token, "bea@example.com");
    expect(await knownDevice(both, "bea@example.com")).toBe(device);
    expect(await knownDevice(both, "ANN@example.com ")).toBe(device);
    // No e-mail in the cookie: the accounts are HMACs under the store's key.
    expect(JSON.stringify(decodeJwt(both))).not.toMatch(/example\.com/i);
  });

  it("keep the most recent five accounts", async () => {
    let token: string | undefined;
    for (let i = 0; i < 6; i++) token = await rememberDevice(token, `user${i}@example.com`);
    expect(await knownDevice(token, "user0@example.com")).toBeUndefined();
    for (let i = 1; i < 6; i++) expect(await knownDevice(token, `user${i}@example.com`)).toBeDefined();
  });

  it("are refused when tampered with, forged, or another kind of token", async () => {
    const token = await rememberDevice(undefined, "cy@example.com");
    const [header, , signature] = token.split(".");
    const claims = decodeJwt(token);
    const forged = Buffer.from(JSON.stringify({ ...claims, sub: "another-device" })).toString("base64url");
    expect(await knownDevice(`${header}.${forged}.${signature}`, "cy@example.com")).toBeUndefined();
    expect(await knownDevice(tamperedToken(token), "cy@example.com")).toBeUndefined();
    expect(await knownDevice("not a token", "cy@example.com")).toBeUndefined();
    expect(await knownDevice(undefined, "cy@example.com")).toBeUndefined();
    const access = await issueAccessToken({ grant_type: "implicit", client_id: "cartwright-dev-client" }, { address: "198.51.100.1" });
    expect(await knownDevice(access.access_token, "cy@example.com")).toBeUndefined();
    // A token that is not valid starts a new device.
    const fresh = await rememberDevice("not a token", "cy@example.com");
    expect(await knownDevice(fresh, "cy@example.com")).not.toBe(await knownDevice(token, "cy@example.com"));
  });
});
