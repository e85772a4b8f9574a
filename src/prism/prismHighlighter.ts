// The real highlighter, in a chunk of its own (see loadHighlighter). The client bundle maps the bare
// "prism-react-renderer" to ./Highlight, so this imports the package's own build by its file.
import { Highlight, Prism } from "prism-react-renderer/dist/index.mjs";
import prismIncludeLanguages from "@theme/prism-include-languages";

prismIncludeLanguages(Prism);

export { Highlight };
