"use client";
import { RouteError } from "@/components/ui/route-error";

export default function StorefrontError({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  return <RouteError title="This page could not be shown" reset={reset} digest={error.digest} />;
}
