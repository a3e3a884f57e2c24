// The rules of a catalog's structure: what names no hierarchy or node, where a node may be put, what a slug
// taken twice answers, and which filter clauses can match.
import type { StructureFilter } from "@/lib/storage/catalog/hierarchy-store";
import { ApiError, notFound } from "../errors";
import { isUuid } from "../uuid";
import type { FilterClause, NodeFilterField } from "./catalog-filter";

export const hierarchyNotFound = (id: string) => notFound("Hierarchy not found", "The requested hierarchy could not be found", { id });
export const nodeNotFound = (id: string) => notFound("Node not found", "The requested node could not be found", { id });

/** A write that met the unique slug (of hierarchies, or of a node's siblings). */
export const slugConflict = (what: "A hierarchy" | "A sibling node") =>
  new ApiError({ status: 409, title: "Conflict", detail: `${what} with this slug already exists.` });

/**
 * Why `parent` cannot be a node's parent, if it cannot: it must be a node of the same hierarchy (`hierarchyId`), and
 * neither the node itself nor one under it (`subtree`: the node's own sub-tree, when the node exists already).
 */
export function parentRefusal(parent: { id: string; hierarchyId: string } | undefined, hierarchyId: string, subtree?: readonly string[]): ApiError | undefined {
  if (!parent || parent.hierarchyId !== hierarchyId) {
    return new ApiError({ status: 422, title: "Unprocessable Entity", detail: "The parent node is not a node of this hierarchy.", source: "data.relationships.parent.data.id" });
  }
  if (subtree?.includes(parent.id)) {
    return new ApiError({ status: 422, title: "Unprocessable Entity", detail: "A node cannot be moved under itself or one of its own children.", source: "data.relationships.parent.data.id" });
  }
  return undefined;
}

/** The filter clauses as the store reads them: ids that are not UUIDs name nothing; eq takes its one value. */
export const structureFilter = (clauses: FilterClause<NodeFilterField>[]): StructureFilter[] =>
  clauses.map((clause) =>
    clause.field === "id" ? { field: "id", ids: clause.values.filter(isUuid).map((v) => v.toLowerCase()) } : { field: clause.field, value: clause.values[0] },
  );
