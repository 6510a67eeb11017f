import { readdir, readFile } from "node:fs/promises";
import { join } from "node:path";

/** Signs of server-side material in a browser bundle, whatever the values are. */
export const forbiddenPatterns: readonly RegExp[] = [
  /postgres(ql)?:\/\/[^"'\s]+/i,
  /smtps?:\/\/[^"'\s]+/i,
  /@neondatabase\/serverless/,
  /\bDATABASE_URL\b/,
  /\bSMTP_URL\b/,
];

export interface Finding {
  file: string;
  what: string;
}

async function* filesUnder(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* filesUnder(path);
    else yield path;
  }
}

/** Every place in `dir` where a secret value or a forbidden pattern occurs. */
export async function findSecrets(
  dir: string,
  secretValues: readonly string[],
): Promise<Finding[]> {
  const findings: Finding[] = [];
  for await (const file of filesUnder(dir)) {
    const text = await readFile(file, "utf8");
    for (const value of secretValues) {
      if (value && text.includes(value))
        findings.push({ file, what: `a server-side value (${value.slice(0, 4)}…)` });
    }
    for (const pattern of forbiddenPatterns) {
      const match = pattern.exec(text);
      if (match) findings.push({ file, what: `"${match[0].slice(0, 40)}"` });
    }
  }
  return findings;
}
