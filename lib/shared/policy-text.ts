// A policy's body as blocks a page renders as React elements (never as HTML): plain text with paragraphs split by a
// blank line, and a very small markdown subset: a line starting "## " is a heading, lines starting "- " a list.
// Anything else (HTML, links, emphasis) stays the text it is.
export type PolicyBlock = { kind: "heading"; text: string } | { kind: "paragraph"; lines: string[] } | { kind: "list"; items: string[] };

export function policyBlocks(body: string): PolicyBlock[] {
  const blocks: PolicyBlock[] = [];
  for (const chunk of body.replace(/\r\n?/g, "\n").split(/\n\s*\n/)) {
    const lines = chunk.split("\n").map((line) => line.trim()).filter(Boolean);
    let paragraph: string[] = [];
    let list: string[] = [];
    const flush = () => {
      if (paragraph.length) blocks.push({ kind: "paragraph", lines: paragraph });
      if (list.length) blocks.push({ kind: "list", items: list });
      paragraph = [];
      list = [];
    };
    for (const line of lines) {
      if (line.startsWith("## ")) {
        flush();
        blocks.push({ kind: "heading", text: line.slice(3).trim() });
      } else if (line.startsWith("- ")) {
        if (paragraph.length) flush();
        list.push(line.slice(2).trim());
      } else {
        if (list.length) flush();
        paragraph.push(line);
      }
    }
    flush();
  }
  return blocks;
}
