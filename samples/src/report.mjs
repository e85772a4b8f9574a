// Collects what happened to every block and prints it: failures with page and line, the
// fragments, notes and skipped blocks with their reasons, the "not code" languages, then one
// summary line.

export class Report {
  found = 0;
  checked = new Set();
  executed = 0;
  /** Scenarios replayed, and their blocks (steps). */
  scenarios = 0;
  scenarioSteps = 0;
  /** Commands that install packages from the registry (check-installs.mjs). */
  installCommands = 0;
  /** @type {{ page: string, line?: number, reason: string }[]} */
  skipped = [];
  /**
   * Blocks left out of the static checks (types, config validation) that a scenario writes and runs: checked
   * by what the scenario asserts, listed with the reason the static checks do not apply.
   * @type {{ page: string, line: number, reason: string }[]}
   */
  scenarioOnly = [];
  /** @type {{ page: string, line: number, reason: string }[]} */
  fragments = [];
  /** @type {Map<string, number>} */
  notCode = new Map();
  /** @type {{ page: string, line: number, check: string, message: string }[]} */
  failures = [];
  /** Things worth knowing that are not failures, e.g. a tutorial command that was not run. */
  /** @type {{ page: string, line: number, message: string }[]} */
  notes = [];

  fail(page, line, check, message) {
    this.failures.push({ page, line, check, message });
  }

  markChecked(block) {
    this.checked.add(block);
  }

  markNotCode(lang) {
    const label = lang || "(no language)";
    this.notCode.set(label, (this.notCode.get(label) ?? 0) + 1);
  }

  get ok() {
    return this.failures.length === 0;
  }

  summary() {
    const share = this.found === 0 ? 0 : (100 * this.skipped.length) / this.found;
    return `samples: ${this.found} blocks found, ${this.checked.size} checked, ${this.executed} executed, ${this.skipped.length} skipped (${share.toFixed(1)}%), ${this.scenarioOnly.length} checked by their scenario only, ${this.scenarios} scenarios (${this.scenarioSteps} steps), ${this.installCommands} install commands`;
  }

  print(write = console.log) {
    const byPlace = (a, b) => a.page.localeCompare(b.page) || (a.line ?? 0) - (b.line ?? 0);
    const place = ({ page, line }) => (line ? `${page}:${line}` : page);
    for (const failure of [...this.failures].sort(byPlace)) {
      write(`✖ ${place(failure)} [${failure.check}] ${failure.message.replaceAll("\n", "\n    ")}`);
    }
    for (const fragment of [...this.fragments].sort(byPlace)) {
      write(`fragment ${place(fragment)}: ${fragment.reason}`);
    }
    if (this.notCode.size > 0) {
      const total = [...this.notCode.values()].reduce((sum, count) => sum + count, 0);
      const languages = [...this.notCode]
        .sort()
        .map(([lang, count]) => `${lang} ${count}`)
        .join(", ");
      write(`not code: ${total} blocks (${languages})`);
    }
    for (const note of [...this.notes].sort(byPlace)) {
      write(`note ${place(note)}: ${note.message}`);
    }
    for (const replayed of [...this.scenarioOnly].sort(byPlace)) {
      write(`scenario only ${place(replayed)}: ${replayed.reason}`);
    }
    for (const skipped of [...this.skipped].sort(byPlace)) {
      write(`skipped ${place(skipped)}: ${skipped.reason}`);
    }
    if (!this.ok) write(`failed: ${this.failures.length} problems`);
    write(this.summary());
  }
}
