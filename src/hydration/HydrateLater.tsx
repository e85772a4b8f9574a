import React, {
  Fragment,
  Suspense,
  createContext,
  useContext,
  useEffect,
  useRef,
  useState,
  type ComponentType,
  type RefObject,
  type ReactNode,
} from "react";
import { useColorMode, useThemeConfig } from "@docusaurus/theme-common";

/**
 * Progressive hydration for the parts of a page that make it long (code blocks, tabs).
 *
 * Preact hydrates a page in one task, and on a reference page most of the elements are code tokens: on a
 * mid-range phone that task blocked the main thread for most of a second. While the page first hydrates,
 * each part wrapped here suspends instead; Preact keeps its server HTML on screen, as it is, and hydrates
 * it when its turn comes, one part per task (small ones a few at a time), in page order. The page reads the
 * same throughout: only the part's buttons wait for their turn. A part first rendered inside a part that
 * hydrates waits for a turn too; anything else rendered after the first hydration (a browser-only widget, a
 * page reached by navigation, or the development server, which renders without hydrating) renders at once.
 *
 * A wrapped part must render exactly one root element: that is the node Preact keeps while it waits.
 * Wrapped so far: paragraphs, headings, lists, tables, quotes and admonitions (theme/MDXComponents), code
 * blocks, tabs, the docs sidebar, the table of contents, the pagination links and the footer, the navbar,
 * and a doc's or blog post's whole content (the parts inside it then wait for turns of their own, right
 * after it). The page reports it has hydrated (`data-has-hydrated` on <html>) once the last part has:
 * ./HasHydratedDataAttribute.
 */
/** True during the first hydration. */
let firstHydration =
  typeof document !== "undefined" && document.getElementById("__docusaurus")?.firstElementChild != null;
/** True while a part hydrates, in its turn. */
let inTurn = false;

/** A queued part: `light` for a small one (a paragraph, a heading), `give` hands it its turn. */
type QueuedPart = { light: boolean; give: () => void };
const turns: QueuedPart[] = [];
/** How many small parts in a row take their turns together, in one task. */
const lightPartsPerTurn = 8;
/** Where a part that asks during a turn is queued: after the parts its own part asked for before it. */
let askedDuringTurn = 0;
let nextTurn: MessageChannel | undefined;
let turnMessagePending = false;
/** Told when the last waiting part has hydrated. */
const partsHydratedListeners = new Set<() => void>();
const allPartsHydrated = () => turns.length === 0 && !turnMessagePending && !firstHydration && !inTurn;

function postTurnMessage() {
  if (turnMessagePending || !nextTurn) return;
  turnMessagePending = true;
  nextTurn.port2.postMessage(null);
}

/**
 * Gives the next part its turn: the part hydrates in this task, and the parts inside it that ask for a turn
 * while it does go next, in page order. Once no part is left, a last message tells the listeners.
 */
function giveNextTurn() {
  turnMessagePending = false;
  const turn = turns.shift();
  inTurn = turn !== undefined;
  askedDuringTurn = 0;
  if (turn) {
    turn.give();
    for (let given = 1; turn.light && given < lightPartsPerTurn && turns[0]?.light; given++) turns.shift()?.give();
    postTurnMessage();
  } else {
    for (const listener of partsHydratedListeners) listener();
  }
}

/** A part's place in the queue: `given` turns true in the task where the part gets its turn. */
type Turn = { given: boolean; promise: Promise<void> };

/** Queues a part: its turn comes in a task of its own, after every part that asked before it has had its turn. */
function waitForTurn(light: boolean): Turn {
  if (!nextTurn) {
    nextTurn = new MessageChannel();
    nextTurn.port1.onmessage = giveNextTurn;
    // The whole first hydration runs synchronously: once it has returned, later renders are not part of it.
    // Every page has at least one waiting part (the footer is one), so the first hydration always gets here.
    queueMicrotask(() => (firstHydration = false));
  }
  const turn: Turn = {
    given: false,
    promise: new Promise<void>((resolve) =>
      turns.splice(askedDuringTurn++, 0, {
        light,
        give: () => {
          turn.given = true;
          resolve();
        },
      }),
    ),
  };
  postTurnMessage();
  return turn;
}

/** False until the page and every part that waited for its turn have hydrated; true from then on. */
export function usePageHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => {
    // No part asked for a turn (every page has at least one, the footer): the first hydration was all of it.
    if (!nextTurn) firstHydration = false;
    const check = () => {
      if (allPartsHydrated()) setHydrated(true);
    };
    partsHydratedListeners.add(check);
    check();
    return () => void partsHydratedListeners.delete(check);
  }, []);
  return hydrated;
}

type Options = {
  /**
   * The part renders differently in each colour mode (Prism colours, themed images). It hydrates as
   * served, in the default mode; a reader in the other mode gets it rebuilt once it has mounted, because
   * hydration does not correct attributes. The theme rebuilds its code blocks the same way.
   */
  colourModeDependent?: boolean;
  /** A small part (a paragraph, a heading): it takes its turn together with the small parts right after it. */
  light?: boolean;
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

function WaitForTurnWhileHydrating({
  children,
  colourModeDependent,
  light = false,
  turn,
}: Options & { children: ReactNode; turn: RefObject<Turn | null> }): ReactNode {
  const insideResumedPart = useContext(ResumedFromServedHtml);
  // Served HTML waits: the whole page during the first hydration, then what lies inside the part in its turn.
  // A part rendered during a turn elsewhere is new on the client (a browser-only widget) and renders at once.
  if ((firstHydration || (inTurn && insideResumedPart)) && !turn.current) turn.current = waitForTurn(light);
  // A part rendered again before its turn (its parent re-rendered once the page had mounted) keeps waiting.
  if (turn.current && !turn.current.given) throw turn.current.promise;
  const resumed = turn.current !== null || insideResumedPart;
  const part = colourModeDependent ? (
    <RebuildIfColourModeDiffers resumed={resumed}>{children}</RebuildIfColourModeDiffers>
  ) : (
    children
  );
  if (!turn.current) return part;
  return <ResumedFromServedHtml.Provider value>{part}</ResumedFromServedHtml.Provider>;
}

export default function HydrateLater({ children, ...options }: Options & { children: ReactNode }): ReactNode {
  // The part's turn is kept above the Suspense boundary: a part that suspends while it mounts afresh rather
  // than hydrates (Preact now and then mounts a resumed part's inner part anew) loses its own state, and
  // would ask for a turn again each time it got one, never rendering and keeping the page from hydrating.
  const turn = useRef<Turn | null>(null);
  // On the server a Suspense boundary would add comment markers to the HTML that Preact does not expect.
  if (typeof window === "undefined") return children;
  return (
    <Suspense fallback={null}>
      <WaitForTurnWhileHydrating {...options} turn={turn}>
        {children}
      </WaitForTurnWhileHydrating>
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
