// `filter_by` of a catalog search, in Typesense's grammar as Elastic Path's catalog search takes it: clauses
// `field:value` joined by `&&` and `||` (`&&` binds first), grouped with parentheses. A clause's value is one value
// or a list in brackets; a value with spaces or commas is quoted in backticks (`Home > Kitchen`).
//   string fields (categories, id, SKU, slug): `:=` and `:` match exactly, `:!=` and `:!` exclude
//   prices: `:>10`, `:>=10`, `:<50`, `:<=50`, `:=12.5`, `:[10..50]`, `:=[10..50, 75]`, `:!=12.5`
// Anything else is refused (SearchSyntaxError → 400), never ignored: a storefront must not show what it did not ask
// for. docs/catalog.md "Search".
import { MAX_FILTER_CLAUSES, MAX_FILTER_LENGTH, MAX_FILTER_VALUES } from "./search-bounds";
import { filterField, FILTER_FIELDS_TEXT, type FilterField } from "./search-fields";

export type NumberRange = { min?: number; max?: number; minExclusive?: boolean; maxExclusive?: boolean };
export type FilterNode =
  | { kind: "and" | "or"; items: FilterNode[] }
  | { kind: "values"; field: Exclude<FilterField, { kind: "price" }>; values: string[]; negate: boolean }
  | { kind: "range"; field: Extract<FilterField, { kind: "price" }>; ranges: NumberRange[]; negate: boolean }
  /** The storefront's category page: the products of a node and the nodes under it, or of a hierarchy. */
  | { kind: "scope"; scope: { nodeId: string } | { hierarchyId: string } }
  /** The storefront's availability filter: products not sold out (never parsed from filter_by). */
  | { kind: "in_stock" };

export class SearchSyntaxError extends Error {}

const MAX_VALUES = 100;
const MAX_DEPTH = 10;
const NUMBER = /^-?\d+(\.\d+)?$/;

export function parseFilterBy(text: string): FilterNode | undefined {
  if (text.trim() === "") return undefined;
  if (text.length > MAX_FILTER_LENGTH) throw new SearchSyntaxError(`filter_by is at most ${MAX_FILTER_LENGTH} characters.`);
  const parser = new Parser(text);
  const node = parser.expression(0);
  parser.skipSpace();
  if (!parser.done()) throw new SearchSyntaxError(`Cannot read filter_by from "${text.slice(parser.at, parser.at + 30)}".`);
  return node;
}

class Parser {
  at = 0;
  private clauses = 0;
  private valueCount = 0;
  constructor(private readonly text: string) {}

  done = () => this.at >= this.text.length;
  skipSpace() {
    while (!this.done() && /\s/.test(this.text[this.at])) this.at += 1;
  }
  private lookingAt(token: string) {
    this.skipSpace();
    return this.text.startsWith(token, this.at);
  }

  expression(depth: number): FilterNode {
    if (depth > MAX_DEPTH) throw new SearchSyntaxError(`filter_by nests at most ${MAX_DEPTH} parentheses deep.`);
    const items = [this.conjunction(depth)];
    while (this.lookingAt("||")) {
      this.at += 2;
      items.push(this.conjunction(depth));
    }
    return items.length === 1 ? items[0] : { kind: "or", items };
  }

  private conjunction(depth: number): FilterNode {
    const items = [this.primary(depth)];
    while (this.lookingAt("&&")) {
      this.at += 2;
      items.push(this.primary(depth));
    }
    return items.length === 1 ? items[0] : { kind: "and", items };
  }

  private primary(depth: number): FilterNode {
    if (this.lookingAt("(")) {
      this.at += 1;
      const inner = this.expression(depth + 1);
      if (!this.lookingAt(")")) throw new SearchSyntaxError("A parenthesis in filter_by is not closed.");
      this.at += 1;
      return inner;
    }
    return this.clause();
  }

  private clause(): FilterNode {
    this.clauses += 1;
    if (this.clauses > MAX_FILTER_CLAUSES) throw new SearchSyntaxError(`filter_by takes at most ${MAX_FILTER_CLAUSES} clauses.`);
    this.skipSpace();
    const colon = this.text.indexOf(":", this.at);
    const name = colon < 0 ? "" : this.text.slice(this.at, colon).trim();
    if (!name || /[\s()&|[\]`]/.test(name)) throw new SearchSyntaxError(`Expected field:value in filter_by at "${this.text.slice(this.at, this.at + 30)}".`);
    const field = filterField(name);
    if (!field) throw new SearchSyntaxError(`Cannot filter on "${name}": filter_by takes ${FILTER_FIELDS_TEXT}.`);
    this.at = colon + 1;
    this.skipSpace();
    const operator = /^(!=|!|>=|<=|>|<|=)?/.exec(this.text.slice(this.at))![0];
    this.at += operator.length;
    const values = this.values();
    if (values.length === 0) throw new SearchSyntaxError(`The filter on "${name}" needs a value.`);
    if (values.length > MAX_VALUES) throw new SearchSyntaxError(`A filter takes at most ${MAX_VALUES} values.`);
    this.valueCount += values.length;
    if (this.valueCount > MAX_FILTER_VALUES) throw new SearchSyntaxError(`filter_by takes at most ${MAX_FILTER_VALUES} values in all.`);
    const negate = operator === "!=" || operator === "!";
    if (field.kind !== "price") {
      if (!["", "=", "!=", "!"].includes(operator)) throw new SearchSyntaxError(`"${name}" is text: use :=, :, :!= or :!.`);
      return { kind: "values", field, values, negate };
    }
    return { kind: "range", field, ranges: values.map((value) => numberRange(name, operator, value)), negate };
  }

  /** One value, or a bracketed list of them; backticks quote. */
  private values(): string[] {
    this.skipSpace();
    if (this.text[this.at] !== "[") return [this.value(true)];
    this.at += 1;
    const values: string[] = [];
    for (;;) {
      values.push(this.value(false));
      this.skipSpace();
      const next = this.text[this.at];
      this.at += 1;
      if (next === "]") return values;
      if (next !== ",") throw new SearchSyntaxError("A list in filter_by is not closed with ].");
    }
  }

  private value(single: boolean): string {
    this.skipSpace();
    if (this.text[this.at] === "`") {
      const end = this.text.indexOf("`", this.at + 1);
      if (end < 0) throw new SearchSyntaxError("A backtick-quoted value in filter_by is not closed.");
      const quoted = this.text.slice(this.at + 1, end);
      this.at = end + 1;
      return quoted;
    }
    const start = this.at;
    while (!this.done()) {
      const rest = this.text.slice(this.at);
      if (single ? rest.startsWith("&&") || rest.startsWith("||") || rest[0] === ")" : rest[0] === "," || rest[0] === "]") break;
      this.at += 1;
    }
    const value = this.text.slice(start, this.at).trim();
    if (value === "") throw new SearchSyntaxError(`A value is missing in filter_by at "${this.text.slice(start, start + 30)}".`);
    return value;
  }
}

function numberRange(name: string, operator: string, value: string): NumberRange {
  const range = /^(-?\d+(?:\.\d+)?)\s*\.\.\s*(-?\d+(?:\.\d+)?)$/.exec(value);
  if (range) {
    if (operator !== "" && operator !== "=" && operator !== "!=" && operator !== "!") throw new SearchSyntaxError(`A range on "${name}" takes := or :.`);
    return { min: Number(range[1]), max: Number(range[2]) };
  }
  if (!NUMBER.test(value)) throw new SearchSyntaxError(`"${name}" is a number: "${value}" is not one (a range is min..max).`);
  const n = Number(value);
  switch (operator) {
    case ">":
      return { min: n, minExclusive: true };
    case ">=":
      return { min: n };
    case "<":
      return { max: n, maxExclusive: true };
    case "<=":
      return { max: n };
    default:
      return { min: n, max: n };
  }
}
