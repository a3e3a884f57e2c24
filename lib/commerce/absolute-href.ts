// Hrefs as they leave the API: a path of the store's own (an image under /public, a file registered by its
// path) is made absolute against the origin clients reach the store at, which lib/http/origin/public-origin.ts decides,
// because a client on another origin would resolve a path against itself. A URL that is already absolute and an
// empty href (a line without an image) go as they are. What is kept (an order's lines) and the store's own pages,
// served from that origin, keep paths as stored: AS_STORED.
export const AS_STORED = "";

/** `href` made absolute against `origin` ("https://shop.example") when it is a path of this store. */
export function absoluteHref(href: string, origin: string): string {
  if (origin === AS_STORED || !href.startsWith("/") || href.startsWith("//")) return href;
  return `${origin}${href}`;
}
