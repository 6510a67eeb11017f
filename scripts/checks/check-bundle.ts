/**
 * npm run check:bundle (part of npm test): bundles the functions as Netlify's build does and
 * checks what would be deployed:
 * - the manifest gives each function its route or schedule, and contact and bookings carry the
 *   platform rate limit (Netlify drops a non-literal config without a warning);
 * - no development-only module is in any bundle, as a traced file or inlined source.
 */
import { readFile, readdir } from "node:fs/promises";
import { join, relative } from "node:path";
import { enquiryKinds } from "../../netlify/kinds/registry";
import { bundleFunctions, productionNodeMajor, repoRoot } from "./bundle-functions";

interface ManifestFunction {
  name: string;
  runtimeVersion?: string;
  routes?: { literal?: string; pattern: string }[];
  schedule?: string;
  trafficRules?: {
    action?: {
      type?: string;
      config?: {
        rateLimitConfig?: { windowLimit?: number; windowSize?: number };
        aggregate?: { keys?: { type: string }[] };
      };
    };
  };
}

/** Every enquiry kind's function at its route (the registry's list), and the two shared ones. */
const expected: Record<string, { route?: string; schedule?: string; rateLimited: boolean }> = {
  ...Object.fromEntries(
    enquiryKinds.map((kind) => [kind.functionName, { route: kind.path, rateLimited: true }]),
  ),
  "retry-notifications": { schedule: "* * * * *", rateLimited: false },
  claim: { route: "/claim", rateLimited: false },
};

/** Modules only development and tests use; none may be deployed. */
const devOnly = [
  "node_modules/@electric-sql/",
  "node_modules/vite/",
  "node_modules/@netlify/vite-plugin/",
  "node_modules/playwright",
  "node_modules/@playwright/",
  "node_modules/smtp-server/",
  "node_modules/mailparser/",
  "node_modules/msw/",
  "netlify/local/",
  "tests/",
  "scripts/",
];

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => relative(dir, join(entry.parentPath, entry.name)));
}

const problems: string[] = [];
const bundles = await bundleFunctions();
const outDir = join(bundles[0]!.dir, "..");
const manifest = JSON.parse(await readFile(join(outDir, "manifest.json"), "utf8")) as {
  functions: ManifestFunction[];
};
const runtime = `nodejs${await productionNodeMajor()}.x`;

for (const [name, want] of Object.entries(expected)) {
  const entry = manifest.functions.find((fn) => fn.name === name);
  if (!entry) {
    problems.push(`${name}: not in the manifest`);
    continue;
  }
  if (entry.runtimeVersion !== runtime) {
    problems.push(`${name}: runtime ${entry.runtimeVersion}, netlify.toml asks for ${runtime}`);
  }
  const routes = (entry.routes ?? []).map((route) => route.literal ?? route.pattern);
  if (want.route && !routes.includes(want.route)) {
    problems.push(`${name}: route ${want.route} missing (has ${routes.join(", ") || "none"})`);
  }
  if (want.schedule && entry.schedule !== want.schedule) {
    problems.push(`${name}: schedule "${entry.schedule}", expected "${want.schedule}"`);
  }
  const action = entry.trafficRules?.action;
  const keys = (action?.config?.aggregate?.keys ?? []).map((key) => key.type).sort();
  const limited =
    action?.type === "rate_limit" &&
    (action.config?.rateLimitConfig?.windowLimit ?? 0) > 0 &&
    keys.join() === "domain,ip";
  if (want.rateLimited && !limited) {
    problems.push(`${name}: no platform rate limit by ip and domain in the manifest`);
  }
}
for (const entry of manifest.functions) {
  if (!(entry.name in expected))
    problems.push(`${entry.name}: a function this check does not know`);
}

for (const bundle of bundles) {
  const files = await filesUnder(bundle.dir);
  for (const file of files) {
    const hit = devOnly.find((fragment) => file.includes(fragment));
    if (hit) problems.push(`${bundle.name}: bundles ${file} (development only: ${hit})`);
  }
  // The project's own code is inlined by esbuild, which names each source file in a comment.
  const source = await readFile(bundle.module, "utf8");
  for (const [, path] of source.matchAll(/^\/\/ (\S+)$/gm)) {
    const hit = devOnly.find((fragment) => path!.includes(fragment));
    if (hit) problems.push(`${bundle.name}: inlines ${path} (development only: ${hit})`);
  }
  const modules = new Set(
    files.map((file) => file.match(/node_modules\/((?:@[^/]+\/)?[^/]+)/)?.[1]),
  );
  modules.delete(undefined);
  console.log(
    `${bundle.name}: ${files.length} files; packages ${[...modules].sort().join(", ")}; ${bundle.routes.join(", ") || bundle.schedule}`,
  );
}

if (problems.length > 0) {
  console.error(`Bundle check FAILED:\n  ${problems.join("\n  ")}`);
  process.exit(1);
}
console.log(
  `Bundle check: ${bundles.length} functions bundled as Netlify does (${runtime}, from ${relative(process.cwd(), repoRoot) || "."}); routes, schedule and rate limits in the manifest; no development-only module.`,
);
