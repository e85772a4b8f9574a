// The items an API-surface file lists, flattened to one list that the coverage check looks
// up in the docs: every export of every entry point, every prop of every component and JSX
// macro, every flag of every CLI command, every configuration key. Both the hand-written
// 4.14.1 file (../shared/data) and the generated 6.x one (extract-surface.mjs) have these
// places in common.

/**
 * @typedef {{ kind: "export", module: string, name: string, typeOnly: boolean }
 *   | { kind: "prop", component: string, name: string, owners: string[] }
 *   | { kind: "flag", command: string, name: string }
 *   | { kind: "config", name: string }} ApiItem
 */

const COMPONENT_GROUPS = ["components", "jsxMacros"];
// Every command has it, and the CLI prints it: not something a reference page has to list.
const HELP_FLAG = "--help";
const PROPS_TYPE = /\b[A-Z]\w*(?:Props|Context)\b/g;

/** @returns {ApiItem[]} sorted, without duplicates */
export function apiItems(surface) {
  const items = new Map();
  const add = (item) => items.set(label(item), item);
  for (const [packageName, api] of Object.entries(surface.packages ?? {})) {
    exportsOf(packageName, api).forEach(add);
    propsOf(api).forEach(add);
    if (Array.isArray(api.commands)) flagsOf(api.commands).forEach(add);
    if (Array.isArray(api.configKeys)) api.configKeys.forEach(({ key }) => add({ kind: "config", name: key }));
  }
  return [...items.keys()].sort().map((key) => items.get(key));
}

/** How an item reads in the list of missing ones. */
export function label(item) {
  if (item.kind === "export") return `export ${item.module} ${item.name}${item.typeOnly ? " (type)" : ""}`;
  if (item.kind === "prop") return `prop <${item.component}> ${item.name}`;
  if (item.kind === "flag") return `flag lingui ${item.command} ${item.name}`;
  return `config ${item.name}`;
}

// An entry point's key is its subpath ("." or "./server"), sometimes followed by a note in
// parentheses ("." (react-server condition ...)): the subpath is what an import names.
function exportsOf(packageName, api) {
  return Object.entries(api.entryPoints ?? {}).flatMap(([key, entry]) => {
    const subpath = key.split(" ")[0];
    const module = subpath === "." ? packageName : `${packageName}${subpath.slice(1)}`;
    return (entry.exports ?? []).map(({ name, typeOnly }) => ({
      kind: "export",
      module,
      name,
      typeOnly: typeOnly === true,
    }));
  });
}

// A component lists its props under a key that starts with "props" (props_TransProps, props).
// A page may describe them under the component or under the types its props are made of
// (`PluralChoiceProps`, `CommonProps`, `I18nContext`): those are the prop's owners.
function propsOf(api) {
  return COMPONENT_GROUPS.flatMap((group) =>
    Object.entries(api[group] ?? {}).flatMap(([component, description]) =>
      Object.entries(description)
        .filter(([key, value]) => key.startsWith("props") && Array.isArray(value?.properties))
        .flatMap(([, value]) => {
          const owners = [component, ...new Set(value.typeText?.match(PROPS_TYPE) ?? [])];
          return value.properties.map(({ name }) => ({ kind: "prop", component, name, owners }));
        }),
    ),
  );
}

function flagsOf(commands) {
  return commands.flatMap(({ name: command, options }) =>
    (options ?? [])
      .filter(({ long }) => long && long !== HELP_FLAG)
      .map(({ long }) => ({ kind: "flag", command, name: long })),
  );
}
