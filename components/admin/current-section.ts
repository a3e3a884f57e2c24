// Which admin section a page belongs to, for the header's aria-current: a section is current on its own page and on
// the pages below it; the dashboard (/admin) only on itself; the storefront link never.
export const isCurrentSection = (href: string, pathname: string): boolean =>
  href === "/" ? false : href === "/admin" ? pathname === "/admin" : pathname === href || pathname.startsWith(`${href}/`);
