import { describe, expect, it } from "vitest";
import { altTextSchema, galleryAlt, imageAltFormSchema, MAX_ALT_TEXT } from "./image-alt";

describe("an image's alt text", () => {
  it("takes 1 to 250 characters on one line, trimmed", () => {
    expect(altTextSchema.parse("  A brass compass, open, on oak  ")).toBe("A brass compass, open, on oak");
    expect(altTextSchema.parse("x".repeat(MAX_ALT_TEXT))).toHaveLength(250);
  });

  it("refuses none, only spaces, more than 250 characters and line breaks, in the form's words", () => {
    const problem = (text: string) => imageAltFormSchema.safeParse({ alt_text: text }).error?.issues[0];
    expect(problem("")).toMatchObject({ path: ["alt_text"], message: "Describe what the image shows, for shoppers who cannot see it" });
    expect(problem("   ")?.message).toBe("Describe what the image shows, for shoppers who cannot see it");
    expect(problem("x".repeat(251))?.message).toBe("Use at most 250 characters");
    expect(problem("Front\nBack")?.message).toBe("Write it on one line");
    expect(problem("The lid, closed")).toBeUndefined();
  });
});

describe("the words a product page gives an image", () => {
  it("is the merchant's alt text where there is one", () => {
    expect(galleryAlt("The lid, engraved", "Compass", 1, 3)).toBe("The lid, engraved");
  });

  it("is the product's name without one: the main image by name, the others numbered", () => {
    expect(galleryAlt(null, "Compass", 0, 3)).toBe("Compass");
    expect(galleryAlt(null, "Compass", 2, 3)).toBe("Compass, image 3 of 3");
    expect(galleryAlt("", "Compass", 1, 2)).toBe("Compass, image 2 of 2");
  });
});
