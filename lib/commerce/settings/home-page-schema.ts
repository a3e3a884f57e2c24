// The home page form's schema (docs/storefront.md "The home page"): the hero (heading, a line, a call to action that
// stays inside the store, the image's alt text) and the featured collection (a category, a heading, how many
// products). Apart from the storage so the browser can load it: the admin form and its Server Action judge alike.
// Whether the hero has an image (`has_image`) is not typed: the form says so from its file and "remove" fields, and
// the domain judges it again against what is stored.
import { z } from "zod";
import { isStorePath, STORE_PATH_MAX } from "./store-path";

export const HERO_HEADING_MAX = 80;
export const HERO_TEXT_MAX = 200;
export const CTA_LABEL_MAX = 40;
export const IMAGE_ALT_MAX = 200;
export const FEATURED_HEADING_MAX = 80;
/** How many products the featured collection shows: the table's CHECK (lib/storage/schema.ts store_home_page). */
export const FEATURED_COUNT = { min: 4, max: 12 } as const;

/** One line of text: no line breaks or other control characters. */
const line = (label: string, max: number) =>
  z
    .string({ error: `Enter the ${label}.` })
    .trim()
    .max(max, `Keep the ${label} to ${max} characters.`)
    .refine((text) => !/[\u0000-\u001f\u007f]/.test(text), `The ${label} can only hold one line of text.`);

const countMessage = `Enter a whole number from ${FEATURED_COUNT.min} to ${FEATURED_COUNT.max}.`;

export const homePageSchema = z
  .object({
    hero_heading: line("heading", HERO_HEADING_MAX).refine((text) => text !== "", "Enter the heading."),
    hero_text: line("text", HERO_TEXT_MAX),
    cta_label: line("button's words", CTA_LABEL_MAX),
    cta_href: z
      .string({ error: "Enter where the button goes." })
      .trim()
      .refine((text) => text === "" || isStorePath(text), `Enter a path inside the store that starts with one /, such as /categories/kitchen (at most ${STORE_PATH_MAX} characters, no spaces).`),
    has_image: z.enum(["yes", "no"], { error: "Say whether the hero has an image." }),
    image_alt: line("image's description", IMAGE_ALT_MAX),
    featured_category: z
      .string({ error: "Choose a category, or none." })
      .trim()
      .refine((text) => text === "" || /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(text), "Choose a category from the list, or none.")
      .transform((text) => text.toLowerCase()),
    featured_heading: line("collection's heading", FEATURED_HEADING_MAX),
    featured_count: z.preprocess(
      (value) => (typeof value === "string" && /^\s*\d+\s*$/.test(value) ? Number(value) : value),
      z.number({ error: countMessage }).int({ error: countMessage }).min(FEATURED_COUNT.min, { error: countMessage }).max(FEATURED_COUNT.max, { error: countMessage }),
    ),
  })
  .superRefine((values, context) => {
    // A button needs both its words and where it goes; a hero without one has neither.
    if (values.cta_label !== "" && values.cta_href === "") context.addIssue({ code: "custom", path: ["cta_href"], message: "Enter where the button goes, or clear its words." });
    if (values.cta_href !== "" && values.cta_label === "") context.addIssue({ code: "custom", path: ["cta_label"], message: "Enter the button's words, or clear where it goes." });
    // Shoppers who cannot see the image are told what it shows, in the merchant's words.
    if (values.has_image === "yes" && values.image_alt === "") context.addIssue({ code: "custom", path: ["image_alt"], message: "Describe the image for shoppers who cannot see it." });
  });

export type HomePageInput = z.input<typeof homePageSchema>;
export type HomePageValues = z.output<typeof homePageSchema>;

/** The form's fields, by their names, as text. */
export type HomePageFields = { [K in keyof HomePageInput]-?: string };

/** A category the featured collection may show: its id and its place ("Kitchen › Drinkware"). */
export type CategoryChoice = { id: string; label: string };

/** The hero's image kept now, as the admin's form shows it. */
export type HeroImageShown = { href: string; fileName: string };

/** The form's field of the image file (not among the schema's values: the file goes to the files domain as it is). */
export const HERO_IMAGE_FIELD = "image_file";
