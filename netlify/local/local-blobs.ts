import { randomBytes } from "node:crypto";
import { BlobsServer } from "@netlify/blobs/server";

/**
 * Netlify Blobs on this machine: Netlify's own local Blobs server (the one its dev tooling
 * runs), and the context a function's `getStore` reads from NETLIFY_BLOBS_CONTEXT, as Netlify
 * hands it to every function. `onRequest` sees each operation served (tests count them).
 */
export async function startLocalBlobs(directory: string, onRequest?: (operation: string) => void) {
  const token = randomBytes(16).toString("hex");
  const server = new BlobsServer({
    directory,
    token,
    onRequest: onRequest && (({ type }) => onRequest(type)),
  });
  const { port } = await server.start();
  const url = `http://127.0.0.1:${port}`;
  const options = { edgeURL: url, uncachedEdgeURL: url, token, siteID: "local-site" };
  return {
    options,
    /** NETLIFY_BLOBS_CONTEXT for a function (this process's, or a child's). */
    context: Buffer.from(JSON.stringify(options)).toString("base64"),
    stop: () => server.stop(),
  };
}
