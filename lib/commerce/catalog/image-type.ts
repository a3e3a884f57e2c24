// What an uploaded file is, by its own bytes (never by its name or the type it was sent with): the image types the
// store keeps (PNG, JPEG, WebP, GIF, AVIF), or none. SVG is not among them (it can carry scripts), nor is anything
// else. A file sent as one type whose bytes are another is refused (uploadedImageProblem), as is one over the limit.

export const IMAGE_TYPES = ["image/png", "image/jpeg", "image/webp", "image/gif", "image/avif"] as const;
export type ImageType = (typeof IMAGE_TYPES)[number];

/** The largest file the store keeps: 5 MiB. */
export const MAX_FILE_BYTES = 5 * 1024 * 1024;
export const FILE_TOO_LARGE_DETAIL = `The file is larger than ${MAX_FILE_BYTES / 1024 / 1024} MB.`;

const ascii = (bytes: Uint8Array, from: number, to: number) => String.fromCharCode(...bytes.subarray(from, to));

/** The image type these bytes are, or undefined when they are none the store keeps. */
export function imageTypeOf(bytes: Uint8Array): ImageType | undefined {
  if (bytes.length >= 8 && [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a].every((b, i) => bytes[i] === b)) return "image/png";
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return "image/jpeg";
  if (bytes.length >= 6 && (ascii(bytes, 0, 6) === "GIF87a" || ascii(bytes, 0, 6) === "GIF89a")) return "image/gif";
  if (bytes.length >= 12 && ascii(bytes, 0, 4) === "RIFF" && ascii(bytes, 8, 12) === "WEBP") return "image/webp";
  if (bytes.length >= 16 && ascii(bytes, 4, 8) === "ftyp") {
    // An ISO box: its major brand, then its compatible brands up to the box's end.
    const boxEnd = Math.min(bytes.length, (bytes[0] << 24) | (bytes[1] << 16) | (bytes[2] << 8) | bytes[3]);
    const brands = [ascii(bytes, 8, 12)];
    for (let at = 16; at + 4 <= boxEnd; at += 4) brands.push(ascii(bytes, at, at + 4));
    if (brands.some((brand) => brand === "avif" || brand === "avis")) return "image/avif";
  }
  return undefined;
}

export type UploadProblem = { status: 413 | 422; detail: string };

/**
 * Why an uploaded file is refused: too large (413), empty, not an image the store keeps, or sent as another type
 * than its bytes are (422); undefined when it may be kept as `imageTypeOf(bytes)`. `declaredType` is the type the
 * file was sent with ("" or application/octet-stream: none declared).
 */
export function uploadedImageProblem(bytes: Uint8Array, declaredType: string): UploadProblem | undefined {
  if (bytes.length > MAX_FILE_BYTES) return { status: 413, detail: FILE_TOO_LARGE_DETAIL };
  if (bytes.length === 0) return { status: 422, detail: "The file is empty." };
  const actual = imageTypeOf(bytes);
  if (!actual) return { status: 422, detail: "The file is not a PNG, JPEG, WebP, GIF or AVIF image." };
  const declared = declaredType.split(";")[0].trim().toLowerCase();
  const same = declared === actual || (declared === "image/jpg" && actual === "image/jpeg");
  if (declared !== "" && declared !== "application/octet-stream" && !same) {
    return { status: 422, detail: `The file was sent as ${declared.slice(0, 100)} but is a ${actual.slice(6).toUpperCase()} image.` };
  }
  return undefined;
}
