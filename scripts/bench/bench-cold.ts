/**
 * npm run bench:cold — what a visitor to a quiet site feels: nearly every submission meets a
 * cold function instance. From the functions bundled as Netlify's build does, in fresh Node
 * processes (BENCH_COLD_RUNS each, interleaved), medians side by side:
 *   (a) `node -e 0`: the runtime alone;
 *   (b) importing the bundled contact function module, and (b′) the booking function's;
 *   (d) importing only the libraries the functions import statically (the Neon driver and
 *       zod/mini), what answering cannot do without, from
 *       a module beside the bundled function (so through the same ESM entry points it uses);
 *   (d′) as (d), with the Node built-ins the bundle imports too (crypto; module, url and path
 *       for the lines Netlify's bundler puts first): (b − d′) is the functions' own code alone;
 *   (c) process start → the first 201 from a real Postgres through the production driver (local
 *       WebSocket proxy), the mail sent after the answer, as context.waitUntil does.
 * Goal: each function costs little more to start than the libraries it needs: (b − a) ≤ 1.2 × (d − a).
 */
import { execFile, spawn } from "node:child_process";
import { createInterface } from "node:readline";
import { readFile, writeFile } from "node:fs/promises";
import { isBuiltin } from "node:module";
import { dirname, join } from "node:path";
import { pathToFileURL } from "node:url";
import { promisify } from "node:util";
import { bundleFunctions, productionNodeMajor } from "../checks/bundle-functions";
import { startExternalServices } from "../harness/services-process";
import { startTestBlobs } from "../harness/test-blobs";
import { publicSiteSecrets } from "../../netlify/platform/public-secrets";

const runs = Number(process.env.BENCH_COLD_RUNS ?? 30);
const countedRuns = Number(process.env.BENCH_COLD_COUNTED_RUNS ?? 3);
const childDeadlineMs = 20_000;

const nodeMajor = process.versions.node.split(".")[0];
const productionMajor = await productionNodeMajor();
if (nodeMajor !== productionMajor) {
  console.warn(
    `!!! Node ${process.versions.node} runs this bench; production runs Node ${productionMajor} (netlify.toml). Figures are for the wrong runtime.`,
  );
}

const bundles = await bundleFunctions();
const bundled = (name: string) => {
  const found = bundles.find((bundle) => bundle.name === name);
  if (!found) throw new Error(`no ${name} function in the bundle`);
  return found;
};
const contact = bundled("contact");
const booking = bundled("bookings");
/**
 * What a bundled function imports before it can answer (its static imports; nodemailer and Blobs
 * load later), read from the bundle so (d) follows whatever the code imports: the packages, and
 * Node's built-ins.
 */
async function importsOf(module: string) {
  const source = await readFile(module, "utf8");
  const specifiers = [...source.matchAll(/^import\b[^;]*?from\s*"([^"]+)";?$/gm)].map(
    (match) => match[1]!,
  );
  // "path" and "node:path" are one module: a built-in is named once, by its own name.
  const named = specifiers.map((specifier) =>
    isBuiltin(specifier) ? specifier.replace(/^node:/, "") : specifier,
  );
  const all = [...new Set(named)].sort();
  return {
    libraries: all.filter((specifier) => !isBuiltin(specifier)),
    builtins: all.filter(isBuiltin),
  };
}
const contactImports = await importsOf(contact.module);
const bookingImports = await importsOf(booking.module);
// One (d) and one (d′) serve both functions only while they import the same things.
for (const what of ["libraries", "builtins"] as const) {
  if (contactImports[what].join() !== bookingImports[what].join()) {
    throw new Error(
      `the functions import different ${what}: ${contactImports[what]} / ${bookingImports[what]}`,
    );
  }
}
const { libraries, builtins } = contactImports;
// What (d) and (d′) import, written beside the bundled function: the bare specifiers resolve as
// the function's own imports do (ESM entry points, the bundle's node_modules).
const importing = async (file: string, specifiers: string[]) => {
  const path = join(dirname(contact.module), file);
  await writeFile(path, specifiers.map((name) => `import "${name}";\n`).join(""));
  return path;
};
const librariesOnly = await importing("libraries-only.mjs", libraries);
const everythingImported = await importing("imports-only.mjs", [...libraries, ...builtins]);

const services = await startExternalServices();
// The submit path writes the enquiry's due marker to Netlify Blobs: Netlify's own local server.
const blobs = await startTestBlobs();
const env = {
  ...process.env,
  DATABASE_URL: services.databaseUrl,
  NEON_WS_PROXY: services.wsProxy,
  SMTP_URL: services.smtpUrl,
  MAIL_FROM: "Drop Taxi <bookings@droptaxi.example>",
  OPERATOR_EMAILS: "owner@droptaxi.example",
  SITE_SECRET: publicSiteSecrets.benchCold,
  NETLIFY_BLOBS_CONTEXT: blobs.context,
};

const submitScript = (i: number) => `
const { default: handle } = await import(${JSON.stringify(pathToFileURL(contact.module).href)});
const pending = [];
const response = await handle(
  new Request("https://droptaxi.example/api/contact", {
    method: "POST",
    headers: { "Content-Type": "application/json", "Idempotency-Key": "cold-${i}-${Date.now()}" },
    body: JSON.stringify({ name: "Cold Start", email: "cold@example.com",
      phone: "98${String(i).padStart(8, "0")}", message: "Measuring a cold start" }),
  }),
  { ip: "10.9.${(i >> 8) & 255}.${i & 255}", waitUntil: (promise) => pending.push(promise) },
);
console.log(response.status);
await Promise.all(pending);
process.exit(0);`;

const importOf = (file: string) => () =>
  `await import(${JSON.stringify(pathToFileURL(file).href)});`;
const variants: Record<"a" | "b" | "b′" | "d" | "d′" | "c", (run: number) => string> = {
  a: () => "0",
  b: importOf(contact.module),
  "b′": importOf(booking.module),
  d: importOf(librariesOnly),
  "d′": importOf(everythingImported),
  c: submitScript,
};
type Variant = keyof typeof variants;

/**
 * Milliseconds from spawning a fresh Node to its exit, or with `untilLine`, to the first line it
 * prints (which must be that line).
 */
function timeProcess(code: string, untilLine?: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const child = spawn(process.execPath, ["--input-type=module", "-e", code], {
      env,
      stdio: ["ignore", "pipe", "inherit"],
    });
    const deadline = setTimeout(() => {
      child.kill("SIGKILL");
      reject(new Error("a measured process ran past its deadline"));
    }, childDeadlineMs);
    let firstLineAt: number | undefined;
    createInterface({ input: child.stdout }).once("line", (line) => {
      firstLineAt = performance.now();
      if (untilLine && line.trim() !== untilLine)
        reject(new Error(`expected ${untilLine}, got ${line}`));
    });
    child.once("exit", (status) => {
      clearTimeout(deadline);
      if (status !== 0) return reject(new Error(`a measured process exited with ${status}`));
      const end = untilLine ? firstLineAt : performance.now();
      if (end === undefined) return reject(new Error(`no ${untilLine} was printed`));
      resolve(end - started);
    });
  });
}

const median = (values: number[]) => {
  const sorted = [...values].sort((x, y) => x - y);
  const middle = sorted.length / 2;
  return sorted.length % 2
    ? sorted[Math.floor(middle)]!
    : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

const times: Record<Variant, number[]> = { a: [], b: [], "b′": [], d: [], "d′": [], c: [] };
try {
  for (let i = 0; i < runs; i++) {
    for (const variant of Object.keys(variants) as Variant[]) {
      const code = variants[variant](i);
      times[variant].push(await timeProcess(code, variant === "c" ? "201" : undefined));
    }
  }
} finally {
  await services.stop();
  await blobs.stop();
}

/**
 * Instructions a fresh process executes, all threads (valgrind's callgrind): unlike milliseconds
 * they come out nearly the same whatever else the machine is doing, so whether a change moved the
 * ratio shows in one run. Null where valgrind is not installed.
 */
async function countInstructions(code: string): Promise<number | null> {
  const args = ["--tool=callgrind", "--callgrind-out-file=/dev/null", process.execPath];
  const counted = await promisify(execFile)(
    "valgrind",
    [...args, "--input-type=module", "-e", code],
    { env, timeout: 10 * childDeadlineMs },
  ).catch((error: NodeJS.ErrnoException) => {
    if (error.code === "ENOENT") return null;
    throw error;
  });
  if (counted === null) return null;
  const collected = /Collected : (\d+)/.exec(counted.stderr);
  if (!collected) throw new Error(`valgrind printed no instruction count:\n${counted.stderr}`);
  return Number(collected[1]);
}

const imports = ["a", "b", "b′", "d", "d′"] as const;
const instructions: Record<(typeof imports)[number], number[]> = {
  a: [],
  b: [],
  "b′": [],
  d: [],
  "d′": [],
};
counting: for (let i = 0; i < countedRuns; i++) {
  for (const variant of imports) {
    const count = await countInstructions(variants[variant](i));
    if (count === null) break counting;
    instructions[variant].push(count);
  }
}

const c = median(times.c);
const labels: Record<Variant, string> = {
  a: "node -e 0",
  b: "import the bundled contact function",
  "b′": "import the bundled bookings function",
  d: `import ${libraries.join(" + ")}`,
  "d′": `import those + ${builtins.join(" + ")}`,
  c: "process start → first 201 (real Postgres)",
};
console.log(`Node ${process.versions.node}; ${runs} fresh processes each, interleaved; medians`);
for (const variant of ["a", "b", "b′", "d", "d′", "c"] as const) {
  console.log(
    `  (${variant}) ${labels[variant].padEnd(44)} ${median(times[variant]).toFixed(0)} ms`,
  );
}
/**
 * (x − a) / (d − a) for each function, with its goal verdict; then what its own code adds over
 * everything it imports, built-ins included, (x − d′), in the same unit and as a share of (d − a).
 */
const ratios = (of: (variant: (typeof imports)[number]) => number, unit: string) =>
  (["b", "b′"] as const).map((variant) => {
    const [withFunction, librariesAlone] = [of(variant) - of("a"), of("d") - of("a")];
    const ratio = withFunction / librariesAlone;
    const ok = ratio <= 1.2;
    const figures = `${withFunction.toFixed(0)} / ${librariesAlone.toFixed(0)} ${unit}`;
    const ownCode = of(variant) - of("d′");
    return {
      ok,
      line:
        `(${variant} − a) / (d − a) = ${figures} = ${ratio.toFixed(2)} (goal ≤ 1.2) ${ok ? "OK" : "ABOVE GOAL"}; ` +
        `own code (${variant} − d′) = ${ownCode.toFixed(0)} ${unit} = ${(ownCode / librariesAlone).toFixed(2)} × (d − a)`,
    };
  });
const byTime = ratios((variant) => median(times[variant]), "ms");
for (const { line } of byTime) console.log(line);
console.log(`Database: ${services.engine}; first 201 ${c.toFixed(0)} ms after the process started`);

let verdict = byTime;
if (instructions.a.length === 0) {
  console.log("valgrind is not installed: no instruction counts (apt-get install valgrind)");
} else {
  const millions = (variant: (typeof imports)[number]) => median(instructions[variant]) / 1e6;
  console.log(
    `Instructions, valgrind callgrind, all threads, median of ${instructions.a.length}: ` +
      imports.map((variant) => `(${variant}) ${millions(variant).toFixed(0)} M`).join(", "),
  );
  verdict = ratios(millions, "M instructions");
  for (const { line } of verdict) console.log(line);
}
// Judged by instructions where they were counted: the milliseconds move with the machine's load.
if (!verdict.every(({ ok }) => ok)) process.exitCode = 1;
