// Hostile but valid text: unicode and control characters in custom_inputs are stored and returned
// exactly; bodies nested too deep are refused before they are parsed.
import { beforeAll, describe, expect, it } from "vitest";
import { adminToken, call, implicitToken } from "../support/api";
import { makeProduct } from "../support/fixtures";

let implicit: string;
let product: { id: string };

beforeAll(async () => {
  const admin = await adminToken();
  implicit = await implicitToken();
  product = await makeProduct(admin);
});

const TEXTS = {
  emoji: "Für Zoë 👩‍👩‍👧 — ✓",
  rtl: "مرحبا بالعالم",
  controls: "tab\there\nnew line\r\u0007bell\u001b[31mred\u007f",
  zeroWidth: "a\u200bb\u200dc\ufeff",
  markup: "<img src=x onerror=alert(1)>&amp;",
  astral: "𝔘𝔫𝔦𝔠𝔬𝔡𝔢 𠜎",
};

describe("custom_inputs fidelity", () => {
  it("stores and returns unicode and control characters exactly", async () => {
    const cartId = `fidelity-${Date.now()}`;
    const added = await call("POST", `/v2/carts/${cartId}/items`, {
      token: implicit,
      body: { data: { type: "cart_item", id: product.id, quantity: 1, custom_inputs: TEXTS } },
    });
    expect(added.status).toBe(201);
    expect(added.body.data[0].custom_inputs).toEqual(TEXTS);
    const read = await call("GET", `/v2/carts/${cartId}/items`, { token: implicit });
    expect(read.body.data[0].custom_inputs).toEqual(TEXTS);
  });

  it("refuses a NUL character with a 400 naming the field, and changes nothing", async () => {
    const cartId = `fidelity-nul-${Date.now()}`;
    const refused = await call("POST", `/v2/carts/${cartId}/items`, {
      token: implicit,
      body: { data: { type: "cart_item", id: product.id, quantity: 1, custom_inputs: { note: "a\u0000b" } } },
    });
    expect(refused.status).toBe(400);
    expect(refused.body.errors[0].source).toBe("data.custom_inputs.note");
    const after = await call("GET", `/v2/carts/${cartId}/items`, { token: implicit });
    expect(after.body.data).toEqual([]);
  });
});

describe("deeply nested bodies", () => {
  it("are refused with 400 Bad Request", async () => {
    const deep = "[".repeat(5000) + "]".repeat(5000);
    const response = await call("POST", "/v2/carts/deep/items", { token: implicit, raw: `{"data":${deep}}`, headers: { "content-type": "application/json" } });
    expect(response.status).toBe(400);
    expect(response.body.errors[0]).toMatchObject({ status: 400, title: "Bad Request" });
  });
});
