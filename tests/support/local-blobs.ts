import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { getStore } from "@netlify/blobs";
import { BlobsServer } from "@netlify/blobs/server";
import { blobsDueMarkers, dueMarkerStore } from "../../netlify/lib/due-markers";

/**
 * Netlify Blobs for tests, scripts and benches: Netlify's own local server (`BlobsServer`, the
 * one its dev tooling runs), a store client pointed at it, and every operation it served, so a
 * test can count them.
 */
export async function startLocalBlobs() {
  const directory = await mkdtemp(join(tmpdir(), "blobs-"));
  const token = "local-blobs-token";
  const siteID = "local-site";
  const operations: string[] = [];
  const server = new BlobsServer({
    directory,
    token,
    onRequest: ({ type }) => operations.push(type),
  });
  const { port } = await server.start();
  const url = `http://127.0.0.1:${port}`;
  const options = { siteID, token, edgeURL: url, uncachedEdgeURL: url };
  const store = () => getStore({ name: dueMarkerStore, consistency: "strong", ...options });
  return {
    markers: blobsDueMarkers(async () => store()),
    store,
    operations,
    /** NETLIFY_BLOBS_CONTEXT for a function process: how Netlify hands a function its Blobs. */
    context: Buffer.from(JSON.stringify(options)).toString("base64"),
    async stop() {
      await server.stop();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
