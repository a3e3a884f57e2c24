// The countries whose addresses must name a region (a US state, a Canadian province or territory) because tax
// differs by it, and their regions: ISO 3166-2 subdivision codes without the country ("NY", "QC"). One list, read by
// the tax rates (region rates), checkout (the State / Province select) and the address book.
type RegionCountry = { label: "State" | "Province"; regions: readonly (readonly [code: string, name: string])[] };

const US_STATES = [
  ["AL", "Alabama"], ["AK", "Alaska"], ["AZ", "Arizona"], ["AR", "Arkansas"], ["CA", "California"], ["CO", "Colorado"],
  ["CT", "Connecticut"], ["DE", "Delaware"], ["DC", "District of Columbia"], ["FL", "Florida"], ["GA", "Georgia"],
  ["HI", "Hawaii"], ["ID", "Idaho"], ["IL", "Illinois"], ["IN", "Indiana"], ["IA", "Iowa"], ["KS", "Kansas"],
  ["KY", "Kentucky"], ["LA", "Louisiana"], ["ME", "Maine"], ["MD", "Maryland"], ["MA", "Massachusetts"],
  ["MI", "Michigan"], ["MN", "Minnesota"], ["MS", "Mississippi"], ["MO", "Missouri"], ["MT", "Montana"],
  ["NE", "Nebraska"], ["NV", "Nevada"], ["NH", "New Hampshire"], ["NJ", "New Jersey"], ["NM", "New Mexico"],
  ["NY", "New York"], ["NC", "North Carolina"], ["ND", "North Dakota"], ["OH", "Ohio"], ["OK", "Oklahoma"],
  ["OR", "Oregon"], ["PA", "Pennsylvania"], ["RI", "Rhode Island"], ["SC", "South Carolina"], ["SD", "South Dakota"],
  ["TN", "Tennessee"], ["TX", "Texas"], ["UT", "Utah"], ["VT", "Vermont"], ["VA", "Virginia"], ["WA", "Washington"],
  ["WV", "West Virginia"], ["WI", "Wisconsin"], ["WY", "Wyoming"],
] as const;

const CA_PROVINCES = [
  ["AB", "Alberta"], ["BC", "British Columbia"], ["MB", "Manitoba"], ["NB", "New Brunswick"],
  ["NL", "Newfoundland and Labrador"], ["NS", "Nova Scotia"], ["NT", "Northwest Territories"], ["NU", "Nunavut"],
  ["ON", "Ontario"], ["PE", "Prince Edward Island"], ["QC", "Quebec"], ["SK", "Saskatchewan"], ["YT", "Yukon"],
] as const;

const REGION_COUNTRIES: Readonly<Record<string, RegionCountry>> = {
  US: { label: "State", regions: US_STATES },
  CA: { label: "Province", regions: CA_PROVINCES },
};

/** Whether an address in `country` (ISO 3166-1, any case) must name its region. */
export const needsRegion = (country: string): boolean => country.trim().toUpperCase() in REGION_COUNTRIES;

/** What the country calls its regions ("State", "Province"), or undefined for a country that needs none. */
export const regionLabel = (country: string): RegionCountry["label"] | undefined => REGION_COUNTRIES[country.trim().toUpperCase()]?.label;

/** The country's regions as [code, name], in the order a select lists them; empty for a country that needs none. */
export const regionsOf = (country: string): readonly (readonly [string, string])[] => REGION_COUNTRIES[country.trim().toUpperCase()]?.regions ?? [];

/** The region's code as stored ("NY") when `typed` is one of the country's (code or name, any case), else undefined. */
export function regionOf(country: string, typed: string): string | undefined {
  const wanted = typed.trim().toUpperCase();
  if (!wanted) return undefined;
  return regionsOf(country).find(([code, name]) => code === wanted || name.toUpperCase() === wanted)?.[0];
}

/** The region in words ("New York"), or the code as given when it is not one the list knows. */
export const regionName = (country: string, region: string): string => regionsOf(country).find(([code]) => code === region)?.[1] ?? region;

/** The refusal's words when an address in a region country names none, or one that is not the country's. */
export const regionMissing = (country: string) => {
  const label = regionLabel(country) ?? "Region";
  return `Choose the ${label.toLowerCase()}${label === "State" ? " (US addresses need one)" : " (Canadian addresses need one)"}`;
};
