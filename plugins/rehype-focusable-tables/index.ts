/**
 * Makes Markdown tables reachable with the keyboard.
 *
 * The theme turns every table into its own horizontal scroll container (wide tables scroll on
 * phones), and a region that scrolls must be focusable so keyboard users can scroll it (WCAG 2.1.1).
 */
type HastNode = { type: string; tagName?: string; properties?: Record<string, unknown>; children?: HastNode[] };

function makeTablesFocusable(node: HastNode): void {
  if (node.type === "element" && node.tagName === "table") {
    node.properties = { ...node.properties, tabIndex: 0 };
  }
  node.children?.forEach(makeTablesFocusable);
}

export default function rehypeFocusableTables() {
  return (tree: HastNode) => makeTablesFocusable(tree);
}
