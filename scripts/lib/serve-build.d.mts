import type { ChildProcess } from "node:child_process";

/** Serves a build with the production nginx configuration, as the tests do, once it answers. */
export function serveBuild(port: number | string, buildDir?: string, cwd?: string): Promise<ChildProcess>;
