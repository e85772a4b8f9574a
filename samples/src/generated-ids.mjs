// Lingui's generated message IDs, from the pinned @lingui/message-utils: the first 6 characters of
// the base64 SHA-256 of the message and its context. Lingui 4 uses the standard alphabet (+ and /),
// Lingui 6 the URL-safe one (- and _).
import { importPinned } from "./pinned-lingui.mjs";

const { generateMessageId } = await importPinned("@lingui/message-utils/generateMessageId");

/** The ID Lingui generates for a message without an explicit one; no context and "" hash alike. */
export function generatedId(message, context) {
  return generateMessageId(message, context ?? "");
}

// Either alphabet, so a Lingui 4 ID on a Lingui 6 page is caught too. An all-lowercase word
// ("header", "submit") is far more likely an explicit ID than a hash (about 1 hash in 250 is).
const GENERATED_SHAPE = /^[A-Za-z0-9+/_-]{6}$/;
const PLAIN_WORD = /^[a-z]+$/;

/** Whether an ID has the shape of a generated one. */
export function looksGenerated(id) {
  return GENERATED_SHAPE.test(id) && !PLAIN_WORD.test(id);
}

/** "Open" (context "menu"), for failure messages. */
export function describeMessage(message, context) {
  return `${JSON.stringify(message)}${context ? ` (context ${JSON.stringify(context)})` : ""}`;
}
