/**
 * Bundles netlify/functions the way Netlify's build does (@netlify/zip-it-and-ship-it, base path
 * and repository root = this repository, the Node version from netlify.toml), so the checks and
 * benchmarks look at what is deployed, not at the source tree.
 */
import { readFile, rm } from "node:fs/promises";
import { join, resolve } from "node:path";
import { zipFunctions } from "@netlify/zip-it-and-ship-it";
import { parse } from "smol-toml";

export const repoRoot = resolve(import.meta.dirname, "../..");

export interface BundledFunction {
  name: string;
  /** The unpacked bundle: what the zip Netlify uploads would hold. */
  dir: string;
  /** The function's own module inside the bundle. */
  module: string;
  routes: string[];
  schedule?: string;
  trafficRules?: unknown;
}

/** The Node major production runs: NODE_VERSION in netlify.toml's build environment. */
export async function productionNodeMajor(): Promise<string> {
  const toml = parse(await readFile(join(repoRoot, "netlify.toml"), "utf8")) as {
    build?: { environment?: { NODE_VERSION?: string } };
  };
  const version = toml.build?.environment?.NODE_VERSION;
  if (!version) throw new Error("netlify.toml sets no build.environment.NODE_VERSION");
  return version;
}

export async function bundleFunctions(
  outDir = join(repoRoot, ".netlify", "functions-bundle"),
): Promise<BundledFunction[]> {
  await rm(outDir, { recursive: true, force: true });
  const nodeVersion = await productionNodeMajor();
  // Unpacked ("none") rather than zipped: the same files nft traces, readable without unzipping.
  const results = await zipFunctions([join(repoRoot, "netlify/functions")], outDir, {
    basePath: repoRoot,
    repositoryRoot: repoRoot,
    archiveFormat: "none",
    config: { "*": { nodeVersion } },
    manifest: join(outDir, "manifest.json"),
  });
  return results.map((result) => ({
    name: result.name,
    dir: result.path,
    module: join(result.path, "netlify/functions", `${result.name}.mjs`),
    routes: (result.routes ?? []).map((route) =>
      "literal" in route ? route.literal : route.pattern,
    ),
    schedule: result.schedule,
    trafficRules: result.trafficRules,
  }));
}
