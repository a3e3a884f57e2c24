// A tax rate's destination: a country as ISO 3166-1 alpha-2 writes it ("GB", "DE"), or `*` for everywhere the store
// has no rate of its own for (taxRateFor in shipping-and-tax-rules.ts falls back to it), and where the country has
// regions (regions.ts) one of them ("US", "NY"); region '' is the whole country.
import { regionName } from "./regions";
export const EVERYWHERE_ELSE = "*";

// The officially assigned ISO 3166-1 alpha-2 codes.
const ISO_3166_ALPHA_2 = new Set(
  (
    "AD AE AF AG AI AL AM AO AQ AR AS AT AU AW AX AZ BA BB BD BE BF BG BH BI BJ BL BM BN BO BQ BR BS BT BV BW BY BZ " +
    "CA CC CD CF CG CH CI CK CL CM CN CO CR CU CV CW CX CY CZ DE DJ DK DM DO DZ EC EE EG EH ER ES ET FI FJ FK FM FO FR " +
    "GA GB GD GE GF GG GH GI GL GM GN GP GQ GR GS GT GU GW GY HK HM HN HR HT HU ID IE IL IM IN IO IQ IR IS IT JE JM JO " +
    "JP KE KG KH KI KM KN KP KR KW KY KZ LA LB LC LI LK LR LS LT LU LV LY MA MC MD ME MF MG MH MK ML MM MN MO MP MQ MR " +
    "MS MT MU MV MW MX MY MZ NA NC NE NF NG NI NL NO NP NR NU NZ OM PA PE PF PG PH PK PL PM PN PR PS PT PW PY QA RE RO " +
    "RS RU RW SA SB SC SD SE SG SH SI SJ SK SL SM SN SO SR SS ST SV SX SY SZ TC TD TF TG TH TJ TK TL TM TN TO TR TT TV " +
    "TW TZ UA UG UM US UY UZ VA VC VE VG VI VN VU WF WS YE YT ZA ZM ZW"
  ).split(" "),
);

/** The destination as stored (upper case), or undefined when it is neither a country code nor `*`. */
export function destinationCountry(typed: string): string | undefined {
  const code = typed.trim().toUpperCase();
  if (code === EVERYWHERE_ELSE) return code;
  return ISO_3166_ALPHA_2.has(code) ? code : undefined;
}

/** The destination in words for a page: the country's name ("New York, United States" for a region), or "Everywhere else". */
export function destinationName(country: string, region = ""): string {
  if (country === EVERYWHERE_ELSE) return "Everywhere else";
  let name = country;
  try {
    name = new Intl.DisplayNames(["en"], { type: "region" }).of(country) ?? country;
  } catch {
    // An unknown code reads as itself.
  }
  return region ? `${regionName(country, region)}, ${name}` : name;
}

/** A destination in an admin address: `*` is "other" there, a region follows its country ("us-ny"). */
export const rateSlug = (country: string, region = "") =>
  country === EVERYWHERE_ELSE ? "other" : region ? `${country.toLowerCase()}-${region.toLowerCase()}` : country.toLowerCase();

/** The destination an admin address names, or undefined. */
export function rateOfSlug(slug: string): { country: string; region: string } | undefined {
  if (slug.toLowerCase() === "other") return { country: EVERYWHERE_ELSE, region: "" };
  const [countryPart, regionPart = "", ...rest] = slug.split("-");
  const country = rest.length ? undefined : destinationCountry(countryPart);
  if (!country || country === EVERYWHERE_ELSE || !/^[a-z0-9]{0,3}$/i.test(regionPart)) return undefined;
  return { country, region: regionPart.toUpperCase() };
}
