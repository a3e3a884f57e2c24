import { describe, expect, it } from "vitest";
import { ApiError } from "../errors";
import { parseListQuery, type ListFields } from "./list-query";

type Column = "id" | "name" | "email" | "created_at";
const fields: ListFields<Column> = { filter: { eq: ["id", "name", "email"], like: ["name", "email"], in: ["id"] }, sort: ["created_at", "name"], ids: ["id"] };
const parse = (search: string) => parseListQuery(new URLSearchParams(search), fields);
const A = "11111111-1111-4111-8111-111111111111";

describe("a back-office list's query", () => {
  it("is newest first, 25 to a page, without a filter", () => {
    expect(parse("")).toEqual({ conditions: [], sort: { column: "created_at", descending: true }, page: { limit: 25, offset: 0 } });
  });

  it("reads EP's filter clauses, all of which must hold", () => {
    expect(parse(`filter=eq(email,ron@example.com):like(name,*Swan*)&sort=-name&page[limit]=5&page[offset]=10`)).toEqual({
      conditions: [
        { column: "email", op: "eq", value: "ron@example.com" },
        { column: "name", op: "like", pattern: "%Swan%" },
      ],
      sort: { column: "name", descending: true },
      page: { limit: 5, offset: 10 },
    });
  });

  it("keeps LIKE's own characters literal and matches no id with a value that is not one", () => {
    expect(parse("filter=like(name,50%_off*)").conditions).toEqual([{ column: "name", op: "like", pattern: "50\\%\\_off%" }]);
    expect(parse(`filter=eq(id,nope)`).conditions).toEqual([{ column: "id", op: "in", values: [] }]);
    expect(parse(`filter=in(id,${A.toUpperCase()},nope)`).conditions).toEqual([{ column: "id", op: "in", values: [A] }]);
  });

  it("refuses a field, an operator or a sort the list does not take", () => {
    for (const search of ["filter=like(id,1*)", "filter=gt(name,a)", "filter=eq(password,x)", "sort=password", "sort=--name", "page[limit]=0"]) {
      expect(() => parse(search), search).toThrow(ApiError);
    }
  });
});
