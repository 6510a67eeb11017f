import { mkdtemp, mkdir, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { findSecrets } from "../../scripts/checks/find-secrets";

let dir = "";
afterEach(() => rm(dir, { recursive: true, force: true }));

async function bundle(files: Record<string, string>) {
  dir = await mkdtemp(join(tmpdir(), "bundle-"));
  await mkdir(join(dir, "assets"));
  for (const [name, text] of Object.entries(files)) await writeFile(join(dir, name), text);
  return dir;
}

describe("findSecrets", () => {
  it("finds a server-side value anywhere in the bundle", async () => {
    const root = await bundle({ "assets/main.js": 'const x="s3cret-password-1";' });
    expect(await findSecrets(root, ["s3cret-password-1"])).toHaveLength(1);
  });

  it("finds a connection string even when its value is not known", async () => {
    const root = await bundle({
      "index.html": "<script>fetch('postgres://u:p@db.example/x')</script>",
    });
    expect((await findSecrets(root, []))[0]?.what).toContain("postgres://");
  });

  it("finds the database driver bundled for the browser", async () => {
    const root = await bundle({ "assets/x.js": "/* @neondatabase/serverless */" });
    expect(await findSecrets(root, [])).toHaveLength(1);
  });

  it("passes a clean bundle", async () => {
    const root = await bundle({
      "assets/main.js": "console.log('hello')",
      "index.html": "<p>hi</p>",
    });
    expect(await findSecrets(root, ["s3cret-password-1"])).toEqual([]);
  });
});
