"use client";
import { RouteError } from "@/components/ui/route-error";

export default function CatalogError({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  return <RouteError title="The shop could not be shown" reset={reset} digest={error.digest} />;
}
