/**
 * The navbar search button and DocSearch's modal, loaded on first use. The modal talks to our
 * search backend (src/search): Algolia when the build has its settings, else the embedded index.
 * The button submits a form that leads to the search page, for readers without JavaScript; a search
 * asked for before the page hydrated opens the modal once it has (src/hydration/earlyActions).
 */
import React, { useCallback, useRef, useState, type KeyboardEvent, type MouseEvent, type ReactNode } from "react";
import { createPortal } from "react-dom";
import { DocSearchButton } from "@docsearch/react/button";
import { useDocSearchKeyboardEvents } from "@docsearch/react/useDocSearchKeyboardEvents";
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

export default function SearchBar(): ReactNode {
  const embedded = !useSearchSettings().algolia;
  const [isOpen, setIsOpen] = useState(false);
  const [initialQuery, setInitialQuery] = useState<string>();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const [container, setContainer] = useState<HTMLElement>();

  const openModal = useCallback(() => {
    void importDocSearchModal().then(() => {
      setContainer((current) => current ?? document.body.appendChild(document.createElement("div")));
      setIsOpen(true);
    });
  }, []);
  useEarlyAction("search", openModal);
  const onButtonClick = (event: MouseEvent) => {
    event.preventDefault();
    openModal();
  };
  const closeModal = useCallback(() => {
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

  useDocSearchKeyboardEvents({
    isOpen,
    onOpen: openModal,
    onClose: closeModal,
    searchButtonRef: buttonRef,
    isAskAiActive: false,
    onAskAiToggle: () => undefined,
  });
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
