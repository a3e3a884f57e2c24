"use client";
// The header's search: a GET form to /search (works without JavaScript) that, with it, suggests products as the
// shopper types, from the store's own catalog search (POST /catalog/multi-search: stems, prefixes, misspellings).
import { useEffect, useId, useState } from "react";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { useForm, useWatch } from "react-hook-form";
import { useStore } from "@/lib/client/store-provider";
import { lazyZodResolver } from "@/lib/client/lazy-resolver";
import { lazySchema } from "@/lib/client/use-schema-check";
import { boundedQuery } from "@/lib/commerce/catalog/search/search-bounds";
import type { SearchInput } from "./search-schema";

// The schema (and zod) load with the first search, not with every page the header is on.
const searchSchema = lazySchema(() => import("./search-schema").then((m) => m.searchSchema));

type Suggestion = { id: string; name: string; slug: string };

const SUGGEST_AFTER_MS = 200;

export function SearchBox({ initial = "" }: { initial?: string }) {
  const { api } = useStore();
  const router = useRouter();
  const listId = useId();
  const { register, handleSubmit, control, formState } = useForm<SearchInput>({
    resolver: lazyZodResolver(searchSchema),
    defaultValues: { q: initial },
    mode: "onSubmit",
  });
  const term = (useWatch({ control, name: "q" }) ?? "").trim();
  const [suggestions, setSuggestions] = useState<{ term: string; items: Suggestion[] }>({ term: "", items: [] });

  useEffect(() => {
    if (term.length < 2) return;
    let stale = false;
    const timer = setTimeout(async () => {
      try {
        const body = await api.request<{ results: { hits: { document: { id: string; attributes: { name: string; slug: string } } }[] }[] }>("POST", "/catalog/multi-search", {
          // Within the search's bounds whatever was typed (a query past them would be refused 400).
          body: { searches: [{ q: boundedQuery(term), per_page: 6 }] },
        });
        const hits = body.results[0]?.hits ?? [];
        if (!stale) setSuggestions({ term, items: hits.map(({ document: p }) => ({ id: p.id, name: p.attributes.name, slug: p.attributes.slug })) });
      } catch {
        if (!stale) setSuggestions({ term, items: [] });
      }
    }, SUGGEST_AFTER_MS);
    return () => {
      stale = true;
      clearTimeout(timer);
    };
  }, [term, api]);

  const shown = term.length >= 2 && suggestions.term === term ? suggestions.items : [];
  return (
    <form
      role="search"
      action="/search"
      method="get"
      className="relative"
      onSubmit={handleSubmit((values) => router.push(`/search?q=${encodeURIComponent(values.q.trim())}`))}
    >
      <label htmlFor={`${listId}-q`} className="sr-only">
        Search products
      </label>
      <div className="flex">
        <input
          id={`${listId}-q`}
          type="search"
          autoComplete="off"
          placeholder="Search products"
          aria-describedby={formState.errors.q ? `${listId}-error` : undefined}
          aria-invalid={formState.errors.q ? true : undefined}
          className="w-40 rounded-l border border-stone-300 px-2 py-1 text-sm sm:w-56"
          {...register("q")}
        />
        <button type="submit" className="rounded-r border border-l-0 border-stone-300 bg-stone-100 px-2 py-1 text-sm font-medium hover:bg-stone-200">
          Search
        </button>
      </div>
      {formState.errors.q ? (
        <p id={`${listId}-error`} className="absolute mt-1 rounded bg-white px-2 text-xs text-red-700">
          {formState.errors.q.message}
        </p>
      ) : null}
      <p className="sr-only" aria-live="polite">
        {term.length >= 2 && suggestions.term === term ? `${shown.length} suggestion${shown.length === 1 ? "" : "s"}` : ""}
      </p>
      {shown.length ? (
        <ul aria-label="Suggestions" className="absolute right-0 z-30 mt-1 w-64 rounded-md border border-stone-200 bg-white p-1 shadow-lg">
          {shown.map((item) => (
            <li key={item.id}>
              <Link href={`/products/${item.slug}`} className="block rounded px-2 py-1 text-sm hover:bg-stone-100">
                {item.name}
              </Link>
            </li>
          ))}
        </ul>
      ) : null}
    </form>
  );
}
