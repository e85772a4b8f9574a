/**
 * The navbar search button and DocSearch's modal, loaded on first use. The modal talks to our
 * search backend (src/search): Algolia when the build has its settings, else the embedded index.
 * The button submits a form that leads to the search page, for readers without JavaScript; a search
 * asked for before the page hydrated opens the modal once it has (src/hydration/earlyActions).
 */
import React, {
  useCallback,
  useEffect,
  useRef,
  useState,
  type KeyboardEvent,
  type MouseEvent,
  type ReactNode,
  type RefObject,
} from "react";
import { createPortal } from "react-dom";
import { DocSearchButton } from "@docsearch/react/button";
import useBaseUrl from "@docusaurus/useBaseUrl";
import "@docsearch/css/dist/_variables.css";
import "@docsearch/css/dist/button.css";
import { prepareForEarlyAction, useEarlyAction } from "@site/src/hydration/earlyActions";
import { useDocSearchModalProps } from "@site/src/search/useDocSearchModalProps";
import { useSearchSettings } from "@site/src/search/useSearch";
import styles from "./styles.module.css";

type DocSearchModalComponent = typeof import("@docsearch/react/modal").DocSearchModal;
let DocSearchModal: DocSearchModalComponent | undefined;

function importDocSearchModal(): Promise<void> {
  if (DocSearchModal) return Promise.resolve();
  return Promise.all([import("@docsearch/react/modal"), import("@docsearch/css/dist/modal.css")]).then(([modal]) => {
    DocSearchModal = modal.DocSearchModal;
  });
}

// A search asked for before the page hydrated loads the modal's code meanwhile.
prepareForEarlyAction("search", () => void importDocSearchModal());

/** A printable key typed on the focused button opens the modal with it (DocSearch 4 dropped this). */
function isTypedCharacter(event: KeyboardEvent): boolean {
  return event.key.length === 1 && event.key !== " " && !event.ctrlKey && !event.metaKey && !event.altKey;
}

/** Whether a key typed on `target` is text for it (a field, or a button that takes the key itself). */
function takesTypedKeys(target: EventTarget | undefined): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || ["INPUT", "SELECT", "TEXTAREA", "BUTTON"].includes(target.tagName);
}

/**
 * The modal's shortcuts: Ctrl/Cmd+K opens or closes it, `/` opens it outside fields, Escape closes it.
 * Whether it is open is read when the key is pressed (`isOpen`, a ref), not from the last render's state:
 * DocSearch's own hook keeps that state in a listener it replaces only after the next paint, so a
 * shortcut pressed just after Escape was taken for one pressed while the modal was open, and lost.
 */
function useSearchShortcuts(isOpen: RefObject<boolean>, open: () => void, close: () => void): void {
  useEffect(() => {
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      const toggle = event.key?.toLowerCase() === "k" && (event.ctrlKey || event.metaKey);
      const slash = event.key === "/" && !isOpen.current && !takesTypedKeys(event.composedPath()[0]);
      const escape = event.code === "Escape" && isOpen.current;
      if (!toggle && !slash && !escape) return;
      event.preventDefault();
      if (isOpen.current) close();
      else open();
    };
    window.addEventListener("keydown", onKeyDown);
    return () => window.removeEventListener("keydown", onKeyDown);
  }, [isOpen, open, close]);
}

export default function SearchBar(): ReactNode {
  const embedded = !useSearchSettings().algolia;
  const [isOpen, setIsOpen] = useState(false);
  const isOpenNow = useRef(false);
  const [initialQuery, setInitialQuery] = useState<string>();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const [container, setContainer] = useState<HTMLElement>();

  const openModal = useCallback(() => {
    void importDocSearchModal().then(() => {
      setContainer((current) => current ?? document.body.appendChild(document.createElement("div")));
      isOpenNow.current = true;
      setIsOpen(true);
    });
  }, []);
  useEarlyAction("search", openModal);
  const onButtonClick = (event: MouseEvent) => {
    event.preventDefault();
    openModal();
  };
  const closeModal = useCallback(() => {
    isOpenNow.current = false;
    setIsOpen(false);
    setInitialQuery(undefined);
    buttonRef.current?.focus();
  }, []);
  const onButtonKeyDown = (event: KeyboardEvent) => {
    if (!isTypedCharacter(event)) return;
    event.preventDefault();
    setInitialQuery(event.key);
    openModal();
  };

  useSearchShortcuts(isOpenNow, openModal, closeModal);
  const modalProps = useDocSearchModalProps(closeModal);

  return (
    <>
      <form action={useBaseUrl("/search")} className={styles.form}>
        <DocSearchButton
          ref={buttonRef}
          type="submit"
          onClick={onButtonClick}
          onKeyDown={onButtonKeyDown}
          onFocus={importDocSearchModal}
          onMouseOver={importDocSearchModal}
          onTouchStart={importDocSearchModal}
        />
      </form>
      {isOpen &&
        DocSearchModal &&
        container &&
        createPortal(
          <div className={embedded ? styles.embedded : undefined}>
            <DocSearchModal
              {...modalProps}
              onClose={closeModal}
              initialScrollY={window.scrollY}
              initialQuery={initialQuery}
            />
          </div>,
          container,
        )}
    </>
  );
}
