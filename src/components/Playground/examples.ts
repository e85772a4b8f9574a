import type { PlaygroundState } from "@site/src/site/playgroundUrl";

/** Messages to start from, one per kind of argument. The first one is what the playground opens with. */
export const playgroundExamples: { label: string; state: PlaygroundState }[] = [
  {
    label: "Plural",
    state: {
      message: "{name} has {count, plural, =0 {no new messages} one {# new message} other {# new messages}}.",
      locale: "en",
      values: { name: "Maja", count: "3" },
    },
  },
  {
    label: "Select",
    state: {
      message:
        "{role, select, host {You are hosting this event} speaker {You are speaking at this event} other {You are attending this event}}",
      locale: "en",
      values: { role: "speaker" },
    },
  },
  {
    label: "Ordinal",
    state: {
      message: "Your {visit, selectordinal, one {#st} two {#nd} few {#rd} other {#th}} visit this month",
      locale: "en",
      values: { visit: "22" },
    },
  },
  {
    label: "Date and number",
    state: {
      message: "{total, number} items ship on {day, date}",
      locale: "de",
      values: { total: "1250", day: "2024-03-05" },
    },
  },
  {
    label: "Nested",
    state: {
      message:
        "{host, select, female {She travels {guests, plural, =0 {alone} one {with # friend} other {with # friends}}} other {They travel {guests, plural, =0 {alone} one {with # friend} other {with # friends}}}}",
      locale: "en",
      values: { host: "female", guests: "2" },
    },
  },
];
