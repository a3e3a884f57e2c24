/** Structured data for search engines. The JSON comes from lib/commerce/catalog/structured-data.ts, which escapes
 * every `<` (tested there), so no text inside it can end the script element. */
export function JsonLd({ json }: { json: string }) {
  // eslint-disable-next-line react/no-danger, no-restricted-syntax -- a data block must be raw JSON; escaped at its source
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />;
}
