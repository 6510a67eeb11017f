import type { TestProject } from "vitest/node";
import { startTestDatabase } from "../../scripts/harness/test-database";

declare module "vitest" {
  export interface ProvidedContext {
    databaseUrl: string;
    wsProxy: string;
  }
}

/** One database for the integration run; test files use it one after another. */
export default async function setup(project: TestProject) {
  const database = await startTestDatabase();
  console.info(`Integration tests use ${database.engine}`);
  project.provide("databaseUrl", database.url);
  project.provide("wsProxy", database.wsProxy);
  return () => database.stop();
}
