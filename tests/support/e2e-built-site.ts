import { test } from "@playwright/test";
import type { Server } from "node:http";
import { serveDist } from "../../scripts/serve/serve-dist";

/**
 * For a describe block (or a file) whose tests open the built site as deployed (dist/ with
 * production's headers): served before its first test, closed after its last. `url` is set by
 * then.
 */
export function useBuiltSite(): { url: string } {
  const site = { url: "" };
  let server: Server | undefined;
  test.beforeAll(async () => {
    ({ url: site.url, server } = await serveDist());
  });
  test.afterAll(() => server?.close());
  return site;
}
