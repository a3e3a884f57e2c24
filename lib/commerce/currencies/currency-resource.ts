// A currency as EP's currencies API renders it.
import type { CurrencyRow } from "@/lib/storage/currencies/currency-store";
import { isoSeconds } from "../time";

export function currencyResource(row: CurrencyRow) {
  return {
    type: "currency" as const,
    id: row.id,
    code: row.code,
    exchange_rate: row.exchangeRate,
    format: row.format,
    decimal_point: row.decimalPoint,
    thousand_separator: row.thousandSeparator,
    decimal_places: row.decimalPlaces,
    default: row.isDefault,
    enabled: row.enabled,
    links: { self: `/v2/currencies/${row.id}` },
    meta: { timestamps: { created_at: isoSeconds(row.createdAt), updated_at: isoSeconds(row.updatedAt) } },
  };
}
