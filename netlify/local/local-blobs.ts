import { randomBytes } from "node:crypto";
import { join } from "node:path";
import { BlobsServer } from "@netlify/blobs/server";

/**
 * Netlify Blobs on this machine, as `npm run dev` has them through Netlify's own emulation (the
 * same folder, so both see the same blobs): a local Blobs server, and the context a function's
 * `getStore` reads from NETLIFY_BLOBS_CONTEXT, set for this process.
 */
export async function startLocalBlobs(root = "."): Promise<{ stop(): Promise<void> }> {
  const token = randomBytes(16).toString("hex");
  const server = new BlobsServer({ directory: join(root, ".netlify", "blobs-serve"), token });
  const { port } = await server.start();
  const url = `http://localhost:${port}`;
  const context = { edgeURL: url, uncachedEdgeURL: url, token, siteID: "local-preview" };
  process.env.NETLIFY_BLOBS_CONTEXT = Buffer.from(JSON.stringify(context)).toString("base64");
  return { stop: () => server.stop() };
}
