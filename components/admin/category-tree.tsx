// The categories of a group as a nested list in the shop's order, each a link to its page with Move up and Move down
// (plain forms: no JavaScript needed).
import Link from "next/link";
import type { CategoryTreeNode } from "@/lib/commerce/catalog/category-admin";

type Props = {
  nodes: CategoryTreeNode[];
  move: (form: FormData) => Promise<void>;
  /** Which page the moves come back to. */
  from: "tree" | "group";
};

const moveButton = "rounded border border-stone-400 bg-white px-2 py-0.5 text-xs font-medium text-brand-700 hover:bg-stone-100 disabled:cursor-not-allowed disabled:opacity-40";

export function CategoryTree({ nodes, move, from }: Props) {
  if (nodes.length === 0) return null;
  return (
    <ul className="space-y-1 border-l border-stone-200 pl-3 sm:pl-4">
      {nodes.map(({ node, children }, index) => (
        <li key={node.id} data-testid="admin-category">
          <div className="flex flex-wrap items-center gap-x-3 gap-y-1 py-1">
            <Link href={`/admin/categories/${node.hierarchyId}/${node.id}`} className="break-words font-medium text-brand-700 underline-offset-2 hover:underline" data-testid="admin-category-name">
              {node.name}
            </Link>
            <form action={move} className="flex gap-1">
              <input type="hidden" name="hierarchy_id" value={node.hierarchyId} />
              <input type="hidden" name="node_id" value={node.id} />
              <input type="hidden" name="from" value={from} />
              <button type="submit" name="direction" value="up" disabled={index === 0} className={moveButton}>
                Move up<span className="sr-only"> {node.name}</span>
              </button>
              <button type="submit" name="direction" value="down" disabled={index === nodes.length - 1} className={moveButton}>
                Move down<span className="sr-only"> {node.name}</span>
              </button>
            </form>
          </div>
          <CategoryTree nodes={children} move={move} from={from} />
        </li>
      ))}
    </ul>
  );
}
