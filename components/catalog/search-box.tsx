"use client";
// The header's search: a GET form to /search (works without JavaScript) that, with it, is a combobox (WAI-ARIA 1.2,
// list autocomplete, as Dawn's predictive search): as the shopper types it suggests products from the store's own
// catalog search (POST /catalog/multi-search: stems, prefixes, misspellings), each with its image and its price as
// its card shows it. The arrows move the active suggestion (wrapping, search-active.ts), Enter opens it (with
// none active Enter searches), Escape closes the list and a second Escape clears the words; a live region says how
// many suggestions came. DOM focus stays in the input throughout (aria-activedescendant names the active option).
// What reads and shows the suggestions loads with the first of them, not with every page the header is on.
import { useEffect, useId, useState, type KeyboardEvent } from "react";
import { usePathname, useRouter } from "next/navigation";
import { useForm, useWatch } from "react-hook-form";
import { useStore } from "@/lib/client/store-provider";
import { useScripted } from "@/lib/client/use-scripted";
import { lazyZodResolver } from "@/lib/client/lazy-resolver";
import { lazySchema } from "@/lib/client/use-schema-check";
import { boundedQuery } from "@/lib/commerce/catalog/search/search-bounds";
import type { SearchInput } from "./search-schema";
import { moveActive, suggestionsMessage } from "./search-active";
import type { MultiSearchAnswer, Suggestion } from "./search-suggestions";
import type { SuggestionOptions } from "./search-suggestion-options";

// The schema (and zod) load with the first search, not with every page the header is on.
const searchSchema = lazySchema(() => import("./search-schema").then((m) => m.searchSchema));

const SUGGEST_AFTER_MS = 200;
const SUGGESTIONS = 6;

// A suggestion's page (its option links to it too: search-suggestion-options.tsx).
const productHref = (item: Suggestion) => `/products/${item.slug}`;

/** `currency`: the page's (the header's), so a suggestion's price is its card's. */
export function SearchBox({ initial = "", currency }: { initial?: string; currency: string }) {
  const { api } = useStore();
  const router = useRouter();
  const pathname = usePathname();
  // Without scripts (and until they run) the input is a plain search field: no list can open.
  const scripted = useScripted();
  const listId = useId();
  const inputId = `${listId}-q`;
  const listboxId = `${listId}-suggestions`;
  const optionId = (index: number) => `${listId}-option-${index}`;
  const { register, handleSubmit, control, formState, setValue } = useForm<SearchInput>({
    resolver: lazyZodResolver(searchSchema),
    defaultValues: { q: initial },
    mode: "onSubmit",
  });
  const field = register("q");
  const words = useWatch({ control, name: "q" }) ?? "";
  const term = words.trim();
  const key = `${currency} ${term}`;
  // The suggestions for the words (in the currency), with the options' markup, which loads with the first of them.
  const [suggestions, setSuggestions] = useState<{ key: string; items: Suggestion[]; Options?: typeof SuggestionOptions }>({ key: "", items: [] });
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  // A new page closes the list (a suggestion opened, or a link elsewhere followed while it was open).
  const [seenPath, setSeenPath] = useState(pathname);
  if (seenPath !== pathname) {
    setSeenPath(pathname);
    setOpen(false);
    setActive(-1);
  }

  useEffect(() => {
    if (term.length < 2) return;
    let stale = false;
    const timer = setTimeout(async () => {
      let found: { items: Suggestion[]; Options?: typeof SuggestionOptions } = { items: [] };
      try {
        const [answer, { suggestionsFrom }, { SuggestionOptions: Options }] = await Promise.all([
          api.request<MultiSearchAnswer>("POST", "/catalog/multi-search?include=main_image", {
            // Within the search's bounds whatever was typed (a query past them would be refused 400).
            body: { searches: [{ q: boundedQuery(term), per_page: SUGGESTIONS }] },
            currency,
          }),
          import("./search-suggestions"),
          import("./search-suggestion-options"),
        ]);
        found = { items: suggestionsFrom(answer, currency), Options };
      } catch {
        // No suggestions: the search itself still works.
      }
      if (stale) return;
      setSuggestions({ key: `${currency} ${term}`, ...found });
      setActive(-1);
    }, SUGGEST_AFTER_MS);
    return () => {
      stale = true;
      clearTimeout(timer);
    };
  }, [term, currency, api]);

  const answered = term.length >= 2 && suggestions.key === key;
  const shown = answered ? suggestions.items : [];
  const { Options } = suggestions;
  const expanded = scripted && open && shown.length > 0 && Options !== undefined;
  const current = expanded && active < shown.length ? active : -1;

  const close = () => {
    setOpen(false);
    setActive(-1);
  };

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.nativeEvent.isComposing) return;
    if ((event.key === "ArrowDown" || event.key === "ArrowUp") && shown.length > 0) {
      event.preventDefault();
      // A closed list opens on the arrow (from none active).
      setOpen(true);
      setActive(moveActive(open ? current : -1, shown.length, event.key === "ArrowDown" ? "next" : "previous"));
    } else if (event.key === "Enter" && current >= 0) {
      event.preventDefault();
      close();
      router.push(productHref(shown[current]));
    } else if (event.key === "Escape") {
      if (expanded) {
        event.preventDefault();
        close();
      } else if (words) {
        event.preventDefault();
        setValue("q", "");
      }
    }
  }

  return (
    <form
      role="search"
      action="/search"
      method="get"
      className="relative"
      onSubmit={handleSubmit((values) => {
        close();
        router.push(`/search?q=${encodeURIComponent(values.q.trim())}`);
      })}
    >
      <label htmlFor={inputId} className="sr-only">
        Search products
      </label>
      <div className="flex">
        <input
          id={inputId}
          type="search"
          autoComplete="off"
          placeholder="Search products"
          aria-describedby={formState.errors.q ? `${listId}-error` : undefined}
          aria-invalid={formState.errors.q ? true : undefined}
          className="w-40 rounded-l border border-stone-300 px-2 py-1 text-sm sm:w-56"
          {...(scripted
            ? {
                role: "combobox",
                "aria-autocomplete": "list" as const,
                "aria-expanded": expanded,
                "aria-controls": listboxId,
                "aria-activedescendant": current >= 0 ? optionId(current) : undefined,
              }
            : {})}
          {...field}
          onChange={(event) => {
            setOpen(true);
            setActive(-1);
            return field.onChange(event);
          }}
          onBlur={(event) => {
            close();
            return field.onBlur(event);
          }}
          onFocus={() => setOpen(true)}
          onKeyDown={onKeyDown}
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
        {answered ? suggestionsMessage(shown.length) : ""}
      </p>
      {scripted ? (
        <div
          id={listboxId}
          role="listbox"
          aria-label="Suggestions"
          hidden={!expanded}
          className="absolute left-0 z-30 mt-1 max-h-[min(28rem,70vh)] w-80 max-w-[calc(100vw-2rem)] overflow-y-auto rounded-md border border-stone-200 bg-white p-1 shadow-lg"
        >
          {expanded ? <Options items={shown} active={current} optionId={optionId} onHover={setActive} onChoose={close} /> : null}
        </div>
      ) : null}
    </form>
  );
}
