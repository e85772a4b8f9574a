import React, {
  Fragment,
  Suspense,
  createContext,
  useContext,
  useEffect,
  useRef,
  useState,
  type ComponentType,
  type ReactNode,
} from "react";
import { useColorMode, useThemeConfig } from "@docusaurus/theme-common";

/**
 * Progressive hydration for the parts of a page that make it long (code blocks, tabs).
 *
 * Preact hydrates a page in one task, and on a reference page most of the elements are code tokens: on a
 * mid-range phone that task blocked the main thread for most of a second. While the page first hydrates,
 * each part wrapped here suspends instead; Preact keeps its server HTML on screen, as it is, and hydrates
 * it when its turn comes, one part per task, in page order. The page reads the same throughout: only the
 * part's buttons wait for their turn. Anything rendered after that first hydration (a page reached by
 * navigation, or the development server, which renders without hydrating) renders at once.
 *
 * A wrapped part must render exactly one root element: that is the node Preact keeps while it waits.
 * Wrapped so far: lists, tables, quotes and admonitions (theme/MDXComponents), code blocks, tabs, the
 * docs sidebar, the table of contents, the pagination links and the footer. Not the navbar: search and
 * the menu must answer as soon as the page reports it has hydrated.
 */
let firstHydration =
  typeof document !== "undefined" && document.getElementById("__docusaurus")?.firstElementChild != null;

const turns: Array<() => void> = [];
let nextTurn: MessageChannel | undefined;

function giveNextTurn() {
  turns.shift()?.();
  if (turns.length > 0) nextTurn?.port2.postMessage(null);
}

/** Resolves in a task of its own, after every part that asked before it has had its turn. */
function waitForTurn(): Promise<void> {
  if (!nextTurn) {
    nextTurn = new MessageChannel();
    nextTurn.port1.onmessage = giveNextTurn;
    // The whole first hydration runs synchronously: once it has returned, later renders are not part of it.
    // Every page has at least one waiting part (the footer is one), so the first hydration always gets here.
    queueMicrotask(() => (firstHydration = false));
  }
  const turn = new Promise<void>((resolve) => turns.push(resolve));
  if (turns.length === 1) nextTurn.port2.postMessage(null);
  return turn;
}

type Options = {
  /**
   * The part renders differently in each colour mode (Prism colours, themed images). It hydrates as
   * served, in the default mode; a reader in the other mode gets it rebuilt once it has mounted, because
   * hydration does not correct attributes. The theme rebuilds its code blocks the same way.
   */
  colourModeDependent?: boolean;
};

function RebuildIfColourModeDiffers({ resumed, children }: { resumed: boolean; children: ReactNode }): ReactNode {
  const { colorMode } = useColorMode();
  const { defaultMode } = useThemeConfig().colorMode;
  const [differsFromServed] = useState(() => resumed && colorMode !== defaultMode);
  const [rebuilt, setRebuilt] = useState(false);
  useEffect(() => setRebuilt(differsFromServed), [differsFromServed]);
  return <Fragment key={String(rebuilt)}>{children}</Fragment>;
}

/** True inside a part that hydrates from the served HTML after waiting for its turn. */
const ResumedFromServedHtml = createContext(false);

function WaitDuringFirstHydration({ children, colourModeDependent }: Options & { children: ReactNode }): ReactNode {
  const insideResumedPart = useContext(ResumedFromServedHtml);
  const waited = useRef(false);
  if (firstHydration) {
    waited.current = true;
    throw waitForTurn();
  }
  const resumed = waited.current || insideResumedPart;
  const part = colourModeDependent ? (
    <RebuildIfColourModeDiffers resumed={resumed}>{children}</RebuildIfColourModeDiffers>
  ) : (
    children
  );
  if (!waited.current) return part;
  return <ResumedFromServedHtml.Provider value>{part}</ResumedFromServedHtml.Provider>;
}

export default function HydrateLater({ children, ...options }: Options & { children: ReactNode }): ReactNode {
  // On the server a Suspense boundary would add comment markers to the HTML that Preact does not expect.
  if (typeof window === "undefined") return children;
  return (
    <Suspense fallback={null}>
      <WaitDuringFirstHydration {...options}>{children}</WaitDuringFirstHydration>
    </Suspense>
  );
}

/** A component that hydrates progressively, as HydrateLater does; it must render exactly one root element. */
export function withLaterHydration<Props extends object>(Part: ComponentType<Props>, options: Options = {}) {
  return function HydratingLater(props: Props): ReactNode {
    return (
      <HydrateLater {...options}>
        <Part {...props} />
      </HydrateLater>
    );
  };
}
