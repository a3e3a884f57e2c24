import { countryName } from "@/lib/shared/reader-terms";

/** An EP address as a postal block, its country named in the reader's terms (the currency they pay in, when known). */
export function AddressBlock({ address, currency }: { address: Record<string, unknown>; currency?: string }) {
  const text = (key: string) => (typeof address[key] === "string" && address[key] ? (address[key] as string) : undefined);
  const lines = [
    [text("first_name"), text("last_name")].filter(Boolean).join(" "),
    text("company_name"),
    text("line_1"),
    text("line_2"),
    text("line_3"),
    [text("city"), text("county"), text("region")].filter(Boolean).join(", "),
    text("postcode"),
    text("country") && countryName(text("country")!, currency),
  ].filter(Boolean);
  return (
    <address className="not-italic">
      {lines.map((line, index) => (
        <span key={index} className="block">
          {line}
        </span>
      ))}
    </address>
  );
}
