// The admin's Images section of a product (lib/commerce/catalog/product-images.ts): an image uploaded with its alt
// text, moved, made the main image and removed reads back the same through /pcm and /catalog and on the product
// page's gallery (in the merchant's words); every refusal (no alt text, not an image, too large, a file that is not
// the product's, no product) changes nothing. A variant with an image of its own shows it first.
import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { adminToken, apiFetch, BASE_URL, call, implicitToken } from "../support/api";
import { buildChildren, makeProduct } from "../support/fixtures";
import { addProductImage, makeProductImageMain, moveProductImage, productImages, removeProductImage, setProductImageAlt } from "@/lib/commerce/catalog/product-images";
import { productGallery } from "@/lib/commerce/catalog/product-media";
import { listFiles } from "@/lib/commerce/catalog/files";
import { MAX_FILE_BYTES } from "@/lib/commerce/catalog/image-type";
import { findProduct } from "@/lib/commerce/catalog/products";
import type { Uuid } from "@/lib/commerce/uuid";

// A 1×1 PNG.
const PNG = new Uint8Array(Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==", "base64"));
const png = (name: string) => ({ name, type: "image/png", bytes: PNG });

let admin: string;
let implicit: string;

beforeAll(async () => {
  admin = await adminToken();
  implicit = await implicitToken();
});

/** What a refused call threw: its status and the first error's source. */
async function refusal(work: Promise<unknown>) {
  const error = (await work.then(() => undefined, (e: unknown) => e)) as { status: number; errors: { source?: string; detail?: string }[] } | undefined;
  return error ? { status: error.status, source: error.errors[0]?.source } : { status: 200 };
}

const rowOf = async (id: string) => (await findProduct({ id: id as Uuid }, { liveOnly: false }))!;
const listed = async (id: string) => (await productImages(id as Uuid)).map((image) => ({ id: image.id, alt: image.altText, main: image.main }));
const filesCount = async () => (await listFiles({ limit: 1, offset: 0 })).total;

describe("a product's images, in the admin", () => {
  it("uploads with alt text, moves, makes main and removes; the API and the product page's gallery follow", async () => {
    const product = await makeProduct(admin);
    const id = product.id as Uuid;
    const front = await addProductImage(id, png("front.png"), "  The compass, open, on oak  ");
    const lid = await addProductImage(id, png("lid.png"), "The lid, engraved with a rose");
    const side = await addProductImage(id, png("side.png"), "The compass from the side");
    // The first is the main image (the product had none); the others follow in the order uploaded.
    expect(await listed(id)).toEqual([
      { id: front.id, alt: "The compass, open, on oak", main: true },
      { id: lid.id, alt: "The lid, engraved with a rose", main: false },
      { id: side.id, alt: "The compass from the side", main: false },
    ]);
    const pcm = (await call("GET", `/pcm/products/${id}`, { token: admin })).body.data;
    expect(pcm.attributes.main_image).toMatchObject({ href: `${BASE_URL}/v2/files/${front.id}/content`, file_name: "front.png", mime_type: "image/png" });
    expect(pcm.relationships.files.data.map((f: { id: string }) => f.id)).toEqual([front.id, lid.id, side.id]);
    expect((await productGallery(await rowOf(id))).map((image) => image.alt)).toEqual(["The compass, open, on oak", "The lid, engraved with a rose", "The compass from the side"]);
    // The bytes are served at the href.
    const content = await apiFetch(`/v2/files/${lid.id}/content`);
    expect(content.status).toBe(200);
    expect(new Uint8Array(await content.arrayBuffer())).toEqual(PNG);

    await setProductImageAlt(id, lid.id, "The lid, closed, with a rose engraved");
    await moveProductImage(id, side.id, "up");
    expect((await listed(id)).map((image) => image.id)).toEqual([front.id, side.id, lid.id]);
    // Up from second place: the main image.
    await moveProductImage(id, side.id, "up");
    expect(await listed(id)).toEqual([
      { id: side.id, alt: "The compass from the side", main: true },
      { id: front.id, alt: "The compass, open, on oak", main: false },
      { id: lid.id, alt: "The lid, closed, with a rose engraved", main: false },
    ]);
    const catalog = await call("GET", `/catalog/products/${id}?include=main_image`, { token: implicit });
    expect(catalog.body.data.relationships.main_image.data.id).toBe(side.id);
    expect(catalog.body.data.attributes.main_image.href).toBe(`${BASE_URL}/v2/files/${side.id}/content`);
    // The main image it had takes the new main image's place.
    await makeProductImageMain(id, lid.id);
    expect((await listed(id)).map((image) => image.id)).toEqual([lid.id, front.id, side.id]);
    // At either end a move changes nothing.
    await moveProductImage(id, lid.id, "up");
    await moveProductImage(id, side.id, "down");
    expect((await listed(id)).map((image) => image.id)).toEqual([lid.id, front.id, side.id]);

    // Removing the main image makes the next one main; the file stays (an order may show it).
    await removeProductImage(id, lid.id);
    await removeProductImage(id, side.id);
    expect(await listed(id)).toEqual([{ id: front.id, alt: "The compass, open, on oak", main: true }]);
    expect((await call("GET", `/pcm/products/${id}`, { token: admin })).body.data.attributes.main_image.href).toBe(`${BASE_URL}/v2/files/${front.id}/content`);
    expect((await call("GET", `/v2/files/${lid.id}`, { token: admin })).status).toBe(200);
    await removeProductImage(id, front.id);
    expect(await listed(id)).toEqual([]);
    expect((await call("GET", `/pcm/products/${id}`, { token: admin })).body.data.attributes.main_image).toBeUndefined();
  });

  it("refuses no alt text, a file that is not an image the store keeps, one too large, a file not the product's and no product: nothing changes", async () => {
    const product = await makeProduct(admin);
    const id = product.id as Uuid;
    const main = await addProductImage(id, png("main.png"), "The mug, front");
    const second = await addProductImage(id, png("second.png"), "The mug, handle");
    const before = await listed(id);
    const files = await filesCount();
    const updatedAt = (await rowOf(id)).updatedAt;

    expect(await refusal(addProductImage(id, png("a.png"), "   "))).toEqual({ status: 422, source: "alt_text" });
    expect(await refusal(addProductImage(id, png("a.png"), "x".repeat(251)))).toEqual({ status: 422, source: "alt_text" });
    expect(await refusal(addProductImage(id, { name: "a.png", type: "image/png", bytes: new TextEncoder().encode("not a picture") }, "A picture"))).toEqual({ status: 422, source: "file" });
    expect(await refusal(addProductImage(id, { name: "a.svg", type: "image/svg+xml", bytes: new TextEncoder().encode("<svg xmlns='http://www.w3.org/2000/svg'/>") }, "A picture"))).toEqual({ status: 422, source: "file" });
    const huge = new Uint8Array(MAX_FILE_BYTES + 1);
    huge.set(PNG);
    expect(await refusal(addProductImage(id, { name: "huge.png", type: "image/png", bytes: huge }, "A picture"))).toEqual({ status: 413, source: "file" });
    expect((await refusal(addProductImage(randomUUID() as Uuid, png("a.png"), "A picture"))).status).toBe(404);

    // A file that exists but is another product's, and one that does not exist.
    const other = await makeProduct(admin);
    const elsewhere = await addProductImage(other.id as Uuid, png("other.png"), "Another product");
    for (const fileId of [elsewhere.id, randomUUID(), "not-an-id"]) {
      expect(await refusal(setProductImageAlt(id, fileId, "Taken over"))).toEqual({ status: 422, source: "file_id" });
      expect(await refusal(makeProductImageMain(id, fileId))).toEqual({ status: 422, source: "file_id" });
      expect(await refusal(moveProductImage(id, fileId, "up"))).toEqual({ status: 422, source: "file_id" });
      expect(await refusal(removeProductImage(id, fileId))).toEqual({ status: 422, source: "file_id" });
    }
    expect(await refusal(setProductImageAlt(id, second.id, ""))).toEqual({ status: 422, source: "alt_text" });

    expect(await listed(id)).toEqual(before);
    expect(before.map((image) => image.id)).toEqual([main.id, second.id]);
    expect(await filesCount()).toBe(files + 1);
    expect((await rowOf(id)).updatedAt).toEqual(updatedAt);
    expect((await productImages(other.id as Uuid))[0].altText).toBe("Another product");
  });

  it("a file attached through the API without alt text is described by the product's name", async () => {
    const product = await makeProduct(admin, { name: "Wool Throw" });
    const form = new FormData();
    form.set("file_location", "https://cdn.example.test/throw.png");
    const file = (await (await apiFetch("/v2/files", { method: "POST", headers: { authorization: `Bearer ${admin}` }, body: form })).json()).data;
    await call("POST", `/pcm/products/${product.id}/relationships/main_image`, { token: admin, body: { data: { type: "file", id: file.id } } });
    await addProductImage(product.id as Uuid, png("fringe.png"), "The fringe, close up");
    expect(await listed(product.id)).toEqual([
      { id: file.id, alt: null, main: true },
      { id: expect.any(String), alt: "The fringe, close up", main: false },
    ]);
    expect((await productGallery(await rowOf(product.id))).map((image) => image.alt)).toEqual(["Wool Throw", "The fringe, close up"]);
  });
});

describe("a variant's own image", () => {
  it("shows first on the variant's page, before its base product's images; a variant without one shows the base's", async () => {
    const tag = randomUUID().slice(0, 6);
    const base = await makeProduct(admin, { name: `Tea Towel ${tag}`, sku: `TOWEL-${tag}` });
    const baseMain = await addProductImage(base.id as Uuid, png("towel.png"), "A folded tea towel");
    const baseMore = await addProductImage(base.id as Uuid, png("towel-2.png"), "The towel, hung on a rail");
    const { Blue: blue, Green: green } = await buildChildren(admin, base.id, `Colour ${tag}`, ["Blue", "Green"]);

    // The child inherits the base's main image; its first upload becomes its own main image.
    const blueImage = await addProductImage(blue.id as Uuid, png("blue.png"), "The blue tea towel");
    expect(blueImage.main).toBe(true);
    expect((await productGallery(await rowOf(blue.id))).map((image) => [image.id, image.alt])).toEqual([
      [blueImage.id, "The blue tea towel"],
      [baseMain.id, "A folded tea towel"],
      [baseMore.id, "The towel, hung on a rail"],
    ]);
    expect((await productGallery(await rowOf(green.id))).map((image) => image.id)).toEqual([baseMain.id, baseMore.id]);
    // The cart copies the main image: the variant's own.
    expect((await call("GET", `/catalog/products/${blue.id}`, { token: implicit })).body.data.attributes.main_image.href).toBe(`${BASE_URL}/v2/files/${blueImage.id}/content`);
  });
});
