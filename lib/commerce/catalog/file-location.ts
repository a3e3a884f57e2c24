// Where a file the store does not keep itself may live (EP's `file_location`, a product image's `href`, the admin
// product form's image address): an absolute http(s) URL with a host, as EP accepts for file_location, or a path
// of this store's own (`/images/mug.jpg`, `/v2/files/{id}/content`). Refused: a protocol-relative `//host/…` (it is
// another host), dot segments (`/../`, `/./`, also percent-encoded), backslashes (browsers read them as `/`),
// whitespace and control characters, and any other scheme (`javascript:`, `data:`).
import { z } from "zod";

const OWN_PATH = /^\/(?![/\\])[^\s\\?#]*(?:\?[^\s\\#]*)?$/;
const DOT_SEGMENT = /(?:^|\/)(?:\.|%2e){1,2}(?:\/|$)/i;

/** Whether `text` names a file on the web or on this store's own paths. */
export function isFileLocation(text: string): boolean {
  if (/[\u0000-\u0020\u007f\\]/.test(text)) return false;
  if (text.startsWith("/")) {
    const path = text.split("?")[0];
    return OWN_PATH.test(text) && !DOT_SEGMENT.test(path);
  }
  if (!/^https?:\/\//i.test(text)) return false;
  try {
    const url = new URL(text);
    return (url.protocol === "https:" || url.protocol === "http:") && url.hostname !== "" && url.username === "" && url.password === "";
  } catch {
    return false;
  }
}

export const FILE_LOCATION_MESSAGE = "Give an absolute https:// or http:// URL, or a path of this store starting with a single /";

/** The rule as a schema: a refusal is 422 in the envelope. */
export const fileLocationTextSchema = z
  .string()
  .min(1)
  .max(1024)
  .refine(isFileLocation, { message: FILE_LOCATION_MESSAGE, params: { status: 422, title: "format" } });
