import { describe, expect, it } from "vitest";
import { homePageSchema, type HomePageInput } from "./home-page-schema";

const FORM: HomePageInput = {
  hero_heading: "Made by hand in York",
  hero_text: "Mugs, aprons and boards, engraved for you.",
  cta_label: "Shop the kitchen",
  cta_href: "/categories/kitchen",
  has_image: "no",
  image_alt: "",
  featured_category: "00000000-0000-4000-8000-000000000501",
  featured_heading: "Kitchen favourites",
  featured_count: "8",
};

const refusals = (input: Partial<HomePageInput>) => {
  const checked = homePageSchema.safeParse({ ...FORM, ...input });
  return checked.success ? {} : Object.fromEntries(checked.error.issues.map((issue) => [issue.path.join("."), issue.message]));
};

describe("the home page form", () => {
  it("takes a hero and a featured collection, trimmed, with the count as a number", () => {
    expect(homePageSchema.parse({ ...FORM, hero_heading: "  Made by hand  ", featured_category: FORM.featured_category.toUpperCase() })).toEqual({
      ...FORM,
      hero_heading: "Made by hand",
      featured_count: 8,
    });
  });

  it("takes a hero alone: no text, no button, no image, no featured collection", () => {
    expect(refusals({ hero_text: "", cta_label: "", cta_href: "", featured_category: "", featured_heading: "" })).toEqual({});
  });

  it("refuses a button link that leaves the store, beside the field", () => {
    for (const cta_href of ["https://evil.example", "//evil.example/x", "/\\evil.example", "categories/kitchen", "javascript:alert(1)"]) {
      expect(refusals({ cta_href })).toEqual({ cta_href: expect.stringContaining("a path inside the store") });
    }
  });

  it("needs a button's words and its link together", () => {
    expect(refusals({ cta_href: "" })).toEqual({ cta_href: "Enter where the button goes, or clear its words." });
    expect(refusals({ cta_label: " " })).toEqual({ cta_label: "Enter the button's words, or clear where it goes." });
  });

  it("needs the image's description when the hero has an image", () => {
    expect(refusals({ has_image: "yes" })).toEqual({ image_alt: "Describe the image for shoppers who cannot see it." });
    expect(refusals({ has_image: "yes", image_alt: "A walnut board on a linen cloth" })).toEqual({});
  });

  it("bounds the texts and the count, and needs the heading", () => {
    expect(refusals({ hero_heading: "  " })).toEqual({ hero_heading: "Enter the heading." });
    expect(refusals({ hero_heading: "x".repeat(81) })).toEqual({ hero_heading: "Keep the heading to 80 characters." });
    expect(refusals({ hero_text: "x".repeat(201) })).toEqual({ hero_text: "Keep the text to 200 characters." });
    expect(refusals({ hero_text: "two\nlines" })).toEqual({ hero_text: "The text can only hold one line of text." });
    for (const featured_count of ["3", "13", "4.5", "four", ""]) expect(refusals({ featured_count })).toEqual({ featured_count: "Enter a whole number from 4 to 12." });
  });

  it("refuses a category that is not an id from the list", () => {
    expect(refusals({ featured_category: "kitchen" })).toEqual({ featured_category: "Choose a category from the list, or none." });
  });
});
