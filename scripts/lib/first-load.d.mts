import type { Browser } from "@playwright/test";

export function measureFirstLoad(
  browser: Browser,
  url: string,
): Promise<{ jsBytes: number; cssBytes: number; jsFiles: number }>;
export const pageTypes: { home: string; doc: string; blogPost: string };
export const chromiumLaunchOptions: { executablePath: string; args: string[] };
