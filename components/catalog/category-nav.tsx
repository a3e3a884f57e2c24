import Link from "next/link";
import { CloseMenusOnNavigation } from "./close-menus-on-navigation";
import type { Navigation, NavigationNode } from "@/lib/commerce/catalog/catalog-page-read";

function NodeList({ nodes, depth }: { nodes: NavigationNode[]; depth: number }) {
  return (
    <ul className={depth === 0 ? "space-y-1" : "mt-1 space-y-1 border-l border-stone-200 pl-3"}>
      {nodes.map((node) => (
        <li key={node.id}>
          <Link href={node.href} className="block rounded px-2 py-1 hover:bg-stone-100">
            {node.name}
          </Link>
          {node.children.length ? <NodeList nodes={node.children} depth={depth + 1} /> : null}
        </li>
      ))}
    </ul>
  );
}

/** The catalog's hierarchies as disclosure menus: native <details>, so keyboard, screen readers and pages without
 * JavaScript all open them; on a phone they wrap below the store's name. A new page closes them. */
export function CategoryNav({ navigation }: { navigation: Navigation }) {
  if (navigation.length === 0) return null;
  return (
    <CloseMenusOnNavigation label="Categories">
      <ul className="flex flex-wrap items-center gap-2 text-sm font-medium">
        {navigation.map((hierarchy) => (
          <li key={hierarchy.id} className="relative">
            <details className="group">
              <summary className="cursor-pointer list-none rounded px-2 py-1 hover:bg-stone-100 [&::-webkit-details-marker]:hidden">
                {hierarchy.name} <span aria-hidden="true" className="inline-block transition group-open:rotate-180">▾</span>
              </summary>
              <div className="absolute left-0 z-20 mt-1 w-56 max-w-[calc(100vw-2rem)] rounded-md border border-stone-200 bg-white p-2 shadow-lg">
                <Link href={hierarchy.href} className="block rounded px-2 py-1 font-semibold hover:bg-stone-100">
                  All of {hierarchy.name}
                </Link>
                <NodeList nodes={hierarchy.nodes} depth={0} />
              </div>
            </details>
          </li>
        ))}
      </ul>
    </CloseMenusOnNavigation>
  );
}
