import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { join } from "node:path";

/**
 * Where a SITE_SECRET is written down: a quoted value given to SITE_SECRET, siteSecret or
 * deriveKey (which takes the secret), a SITE_SECRET=value line (an .env file, a shell), and any
 * quoted value of 24 or more characters without spaces whose text says "secret" (a fixture kept
 * in a variable of its own).
 */
const patterns: readonly RegExp[] = [
  /\b(?:SITE_SECRET|siteSecret)\s*:\s*(?<quote>["'`])(?<value>[^"'`\n]*)\k<quote>/g,
  /\bSITE_SECRET=(?<value>[^\s"'`$]+)/g,
  /\bderiveKey\(\s*(?<quote>["'`])(?<value>[^"'`\n]*)\k<quote>/g,
  /(?<quote>["'`])(?<value>[^"'`\s]*secret[^"'`\s]*)\k<quote>/gi,
];

/** A quoted "secret" shorter than this is a word in a sentence or a URL part, not a key. */
const minSecretWordLength = 24;

/** A URL, a module's path ("../netlify/platform/public-secrets") or a file's ("tests/x.test.ts"). */
const notAKey = (value: string) =>
  value.includes("://") || /^\.\.?\//.test(value) || /^[\w.-]+(\/[\w.-]+)*\.[a-z]+$/.test(value);

/** The secret-like values written in a text. */
export function secretLiterals(text: string): string[] {
  const found = new Set<string>();
  for (const [index, pattern] of patterns.entries()) {
    for (const match of text.matchAll(pattern)) {
      const value = match.groups?.value ?? "";
      const broad = index === patterns.length - 1;
      if (broad && (value.length < minSecretWordLength || notAKey(value))) continue;
      found.add(value);
    }
  }
  return [...found];
}

const root = join(import.meta.dirname, "../..");

/**
 * Every secret-like value in the repository's files (those git tracks and new ones it does not
 * ignore), by file. The lock file is all hashes and names of packages.
 */
export function secretLiteralsInRepository(): Map<string, string[]> {
  const files = execFileSync("git", ["ls-files", "--cached", "--others", "--exclude-standard"], {
    cwd: root,
    encoding: "utf8",
  })
    .split("\n")
    .filter((file) => file && file !== "package-lock.json");
  const found = new Map<string, string[]>();
  for (const file of files) {
    let text: string;
    try {
      text = readFileSync(join(root, file), "utf8");
    } catch {
      continue; // deleted in the work tree, not yet in git
    }
    if (text.includes("\0")) continue;
    const values = secretLiterals(text);
    if (values.length > 0) found.set(file, values);
  }
  return found;
}
