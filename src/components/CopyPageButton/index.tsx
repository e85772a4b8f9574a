import { useState, type ReactNode } from "react";
import styles from "./styles.module.css";

type Status = "" | "Copied" | "Copying failed";

/**
 * Safari lets a page write to the clipboard only from inside the click handler, not after an await: so the
 * ClipboardItem is created at once, with the promise of its text, and the browser waits for the download.
 * Browsers without ClipboardItem promises fall back to writeText once the text has arrived.
 */
async function copyToClipboard(text: Promise<string>): Promise<void> {
  if (typeof ClipboardItem !== "undefined" && navigator.clipboard.write) {
    try {
      const blob = text.then((value) => new Blob([value], { type: "text/plain" }));
      await navigator.clipboard.write([new ClipboardItem({ "text/plain": blob })]);
      return;
    } catch {
      // Fall through to writeText, which every browser with a clipboard supports.
    }
  }
  await navigator.clipboard.writeText(await text);
}

async function download(url: string): Promise<string> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url}: ${response.status}`);
  return response.text();
}

/** Copies the Markdown copy of the page to the clipboard, and links to it. */
export default function CopyPageButton({ markdownUrl }: { markdownUrl: string }): ReactNode {
  const [status, setStatus] = useState<Status>("");
  const copy = () => {
    copyToClipboard(download(markdownUrl)).then(
      () => setStatus("Copied"),
      () => setStatus("Copying failed"),
    );
  };
  return (
    <div className={styles.actions}>
      <span role="status" className={styles.status}>
        {status}
      </span>
      <button
        type="button"
        className="button button--sm button--secondary"
        onClick={copy}
        title="Copy this page as Markdown"
      >
        Copy page
      </button>
      <a className={styles.link} href={markdownUrl}>
        View as Markdown
      </a>
    </div>
  );
}
