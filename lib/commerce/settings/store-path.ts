// A link the merchant writes that must stay inside the store (the home page's call to action): a path such as
// /categories/kitchen or /search?q=mug#results. Never another site: "//host" and "/\host" are addresses of other
// sites to a browser (it reads a backslash as a slash), and "https://…" or "javascript:" are not paths at all.

export const STORE_PATH_MAX = 200;

/** Whether `text` is a path inside the store (starts with one "/", no backslash, space or control character). */
export function isStorePath(text: string): boolean {
  return text.length <= STORE_PATH_MAX && text.startsWith("/") && !text.startsWith("//") && !/[\\\s\u0000-\u001f\u007f]/.test(text);
}
