declare function patchDocSearchModal(source: string): string;
declare namespace patchDocSearchModal {
  /** Each patch: the code of the modal bundle it finds, and what replaces it. */
  const patches: Array<{ find: string; replace: string }>;
}
export = patchDocSearchModal;
