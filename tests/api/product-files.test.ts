// Uploading images (POST /v2/files with `file`, EP's multipart form): the bytes are kept in the database and served
// at the file's href with caching headers and their own type; a file that is no image, too large or sent as another
// type is refused with nothing kept.
import { beforeAll, describe, expect, it } from "vitest";
import { adminToken, apiFetch, call, implicitToken } from "../support/api";
import { MAX_FILE_BYTES } from "@/lib/commerce/catalog/image-type";
import { schemaProblems } from "../support/openapi";

let admin: string;
let implicit: string;

beforeAll(async () => {
  admin = await adminToken();
  implicit = await implicitToken();
});

// A 1×1 PNG.
const PNG = Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==", "base64");

async function upload(bytes: Uint8Array, type: string, name = "photo.png", token = admin) {
  const form = new FormData();
  form.set("file", new File([new Uint8Array(bytes)], name, { type }));
  const response = await apiFetch("/v2/files", { method: "POST", headers: { authorization: `Bearer ${token}` }, body: form });
  return { status: response.status, body: await response.json() };
}

const fileCount = async () => (await call("GET", "/v2/files?page[limit]=1", { token: admin })).body.meta.results.total as number;

describe("uploading an image", () => {
  it("keeps a PNG and serves the same bytes at its href, cached, typed by its bytes, nosniff", async () => {
    const made = await upload(PNG, "image/png", "../../etc/Shop photo.png");
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    expect(schemaProblems("files", "createAFile", 201, made.body)).toEqual([]);
    expect(made.body.data).toMatchObject({ type: "file", file_name: "Shop photo.png", mime_type: "image/png", file_size: PNG.length, public: true });
    const href: string = made.body.data.link.href;
    expect(href).toBe(`http://cartwright.test/v2/files/${made.body.data.id}/content`);

    // Anyone may read it, without a token (an <img>).
    const served = await apiFetch(href);
    expect(served.status).toBe(200);
    expect(Buffer.from(await served.arrayBuffer()).equals(PNG)).toBe(true);
    expect(served.headers.get("content-type")).toBe("image/png");
    expect(served.headers.get("x-content-type-options")).toBe("nosniff");
    expect(served.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    const etag = served.headers.get("etag");
    expect(etag).toMatch(/^".+"$/);
    const again = await apiFetch(href, { headers: { "if-none-match": etag! } });
    expect(again.status).toBe(304);

    // The file reads back through the files API.
    const read = await call("GET", `/v2/files/${made.body.data.id}`, { token: implicit });
    expect(read.body.data).toMatchObject({ id: made.body.data.id, mime_type: "image/png", link: { href } });
  });

  it("refuses text, SVG, a forged type and a file over the limit, keeping nothing", async () => {
    const before = await fileCount();
    const text = await upload(Buffer.from("just some words"), "image/png", "words.png");
    expect(text.status).toBe(422);
    expect(schemaProblems("files", "createAFile", 422, text.body)).toEqual([]);
    expect(text.body.errors[0]).toMatchObject({ source: "file", detail: "The file is not a PNG, JPEG, WebP, GIF or AVIF image." });
    const svg = await upload(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'), "image/svg+xml", "x.svg");
    expect(svg.status).toBe(422);
    const jpegAsPng = await upload(Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46]), "image/png", "x.png");
    expect(jpegAsPng.status).toBe(422);
    expect(jpegAsPng.body.errors[0].detail).toBe("The file was sent as image/png but is a JPEG image.");
    const large = new Uint8Array(MAX_FILE_BYTES + 1);
    large.set(PNG);
    const tooLarge = await upload(large, "image/png");
    expect(tooLarge.status).toBe(413);
    const farTooLarge = await upload(new Uint8Array(MAX_FILE_BYTES + 200 * 1024), "image/png");
    expect(farTooLarge.status).toBe(413);
    expect(await fileCount()).toBe(before);
  });

  it("is for administrators only; a file that was not uploaded has no content", async () => {
    expect((await upload(PNG, "image/png", "x.png", implicit)).status).toBe(403);
    const form = new FormData();
    form.set("file_location", "https://cdn.example.test/elsewhere.png");
    const elsewhere = await apiFetch("/v2/files", { method: "POST", headers: { authorization: `Bearer ${admin}` }, body: form });
    const id = (await elsewhere.json()).data.id;
    expect((await apiFetch(`/v2/files/${id}/content`)).status).toBe(404);
    expect((await apiFetch("/v2/files/not-a-file/content")).status).toBe(404);
  });
});

describe("a file hosted elsewhere (file_location)", () => {
  async function fromLocation(location: string) {
    const form = new FormData();
    form.set("file_location", location);
    const response = await apiFetch("/v2/files", { method: "POST", headers: { authorization: `Bearer ${admin}` }, body: form });
    return { status: response.status, body: await response.json() };
  }

  it("is an absolute http(s) URL or the store's own path; //host, ../ and other schemes are 422, keeping nothing", async () => {
    const before = await fileCount();
    for (const location of ["//evil.example/a.png", "../a.png", "/images/../../a.png", "/\\evil.example/a.png", "javascript:alert(1)", "images/a.png"]) {
      const refused = await fromLocation(location);
      expect(refused.status, location).toBe(422);
      expect(refused.body.errors).toEqual([expect.objectContaining({ status: 422, source: "file_location" })]);
    }
    expect(await fileCount()).toBe(before);
    expect((await fromLocation("https://cdn.example.test/a.png")).status).toBe(201);
    expect((await fromLocation("/images/a.png")).status).toBe(201);
  });

  it("a product's main image follows the same rule", async () => {
    const image = (href: string) => ({ href, mime_type: "image/png", file_name: "a.png" });
    const attributes = { name: "Lamp", sku: `LAMP-${Date.now()}`, price: {} };
    const refused = await call("POST", "/pcm/products", { token: admin, body: { data: { type: "product", attributes: { ...attributes, main_image: image("//evil.example/a.png") } } } });
    expect(refused.status).toBe(422);
    const made = await call("POST", "/pcm/products", { token: admin, body: { data: { type: "product", attributes: { ...attributes, main_image: image("/images/lamp.png") } } } });
    expect(made.status).toBe(201);
  });
});


describe("deleting a file (DELETE /v2/files/{id})", () => {
  it("removes an unused file and its bytes: its read and its content are 404 after", async () => {
    const made = await upload(PNG, "image/png");
    const id: string = made.body.data.id;
    const before = await fileCount();
    const removed = await call("DELETE", `/v2/files/${id}`, { token: admin });
    expect(removed.status).toBe(204);
    expect((await call("GET", `/v2/files/${id}`, { token: admin })).status).toBe(404);
    expect((await apiFetch(`/v2/files/${id}/content`)).status).toBe(404);
    expect(await fileCount()).toBe(before - 1);
    // Again: nothing left to delete.
    const again = await call("DELETE", `/v2/files/${id}`, { token: admin });
    expect(again.status).toBe(404);
    expect(again.body.errors[0]).toMatchObject({ status: 404, title: "Not Found" });
  });

  it("refuses a file a product shows with 409, keeping it; a shopper's token gets 403 and deletes nothing", async () => {
    const made = await upload(PNG, "image/png");
    const file = made.body.data;
    // The product's main image is the uploaded file, named by its href.
    const product = await call("POST", "/pcm/products", {
      token: admin,
      body: {
        data: {
          type: "product",
          attributes: { name: "Framed Print", sku: `PRINT-${file.id.slice(0, 8)}`, slug: `print-${file.id.slice(0, 8)}`, main_image: { href: `/v2/files/${file.id}/content`, mime_type: "image/png", file_name: "photo.png" } },
        },
      },
    });
    expect(product.status, JSON.stringify(product.body)).toBe(201);
    const refused = await call("DELETE", `/v2/files/${file.id}`, { token: admin });
    expect(refused.status).toBe(409);
    expect(refused.body.errors[0]).toMatchObject({ status: 409, title: "Conflict", detail: expect.stringContaining("product's image") });
    expect((await call("GET", `/v2/files/${file.id}`, { token: admin })).status).toBe(200);

    const unused = await upload(PNG, "image/png");
    const shopper = await call("DELETE", `/v2/files/${unused.body.data.id}`, { token: implicit });
    expect(shopper.status).toBe(403);
    expect((await call("GET", `/v2/files/${unused.body.data.id}`, { token: admin })).status).toBe(200);
  });
});
