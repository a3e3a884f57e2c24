import { describe, expect, it } from "vitest";
import { imageTypeOf, MAX_FILE_BYTES, uploadedImageProblem } from "./image-type";

const bytes = (...parts: (number[] | string)[]) =>
  new Uint8Array(parts.flatMap((part) => (typeof part === "string" ? [...part].map((c) => c.charCodeAt(0)) : part)));

const PNG = bytes([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a], [0, 0, 0, 13], "IHDR");
const JPEG = bytes([0xff, 0xd8, 0xff, 0xe0], [0, 16], "JFIF");
const GIF = bytes("GIF89a", [1, 0, 1, 0]);
const WEBP = bytes("RIFF", [26, 0, 0, 0], "WEBPVP8 ");
const AVIF = bytes([0, 0, 0, 28], "ftyp", "mif1", [0, 0, 0, 0], "mif1", "avif", "miaf");
const HEIC = bytes([0, 0, 0, 24], "ftyp", "heic", [0, 0, 0, 0], "mif1", "heic");
const SVG = bytes('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');

describe("imageTypeOf", () => {
  it("knows the store's image types by their bytes", () => {
    expect(imageTypeOf(PNG)).toBe("image/png");
    expect(imageTypeOf(JPEG)).toBe("image/jpeg");
    expect(imageTypeOf(GIF)).toBe("image/gif");
    expect(imageTypeOf(WEBP)).toBe("image/webp");
    expect(imageTypeOf(AVIF)).toBe("image/avif");
  });

  it("knows nothing else: SVG, HEIC, text, a truncated PNG", () => {
    expect(imageTypeOf(SVG)).toBeUndefined();
    expect(imageTypeOf(HEIC)).toBeUndefined();
    expect(imageTypeOf(bytes("hello"))).toBeUndefined();
    expect(imageTypeOf(PNG.subarray(0, 5))).toBeUndefined();
  });
});

describe("uploadedImageProblem", () => {
  it("keeps an image sent as its own type, as a generic type or as none", () => {
    expect(uploadedImageProblem(PNG, "image/png")).toBeUndefined();
    expect(uploadedImageProblem(JPEG, "image/jpg")).toBeUndefined();
    expect(uploadedImageProblem(WEBP, "application/octet-stream")).toBeUndefined();
    expect(uploadedImageProblem(GIF, "")).toBeUndefined();
  });

  it("refuses a forged type, a file that is no image, an empty file and one over the limit", () => {
    expect(uploadedImageProblem(SVG, "image/png")).toMatchObject({ status: 422 });
    expect(uploadedImageProblem(JPEG, "image/png")).toEqual({ status: 422, detail: "The file was sent as image/png but is a JPEG image." });
    expect(uploadedImageProblem(SVG, "image/svg+xml")).toMatchObject({ status: 422 });
    expect(uploadedImageProblem(new Uint8Array(), "image/png")).toMatchObject({ status: 422 });
    const large = new Uint8Array(MAX_FILE_BYTES + 1);
    large.set(PNG);
    expect(uploadedImageProblem(large, "image/png")).toMatchObject({ status: 413 });
    const atLimit = new Uint8Array(MAX_FILE_BYTES);
    atLimit.set(PNG);
    expect(uploadedImageProblem(atLimit, "image/png")).toBeUndefined();
  });
});
