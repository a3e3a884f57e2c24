// The countries the storefront ships to, offered as a list at checkout (the API takes any ISO 3166-1 code: iso-countries.ts).
export const SHIPPING_COUNTRIES: readonly { code: string; name: string }[] = [
  { code: "AU", name: "Australia" },
  { code: "CA", name: "Canada" },
  { code: "FR", name: "France" },
  { code: "DE", name: "Germany" },
  { code: "IE", name: "Ireland" },
  { code: "NL", name: "Netherlands" },
  { code: "GB", name: "United Kingdom" },
  { code: "US", name: "United States" },
];

/** Whether the storefront ships to the country (an upper-case ISO code). */
export const shipsTo = (code: string): boolean => SHIPPING_COUNTRIES.some((country) => country.code === code);
