import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { getStore } from "@netlify/blobs";
import { blobsDueMarkers, dueMarkerStore, timedFetch } from "../../netlify/schedule/due-markers";
import { startLocalBlobs } from "../../netlify/local/local-blobs";

/**
 * Netlify Blobs for tests, scripts and benches, in a folder of their own: the due markers'
 * store on Netlify's local Blobs server, and every operation it served, so a test can count them.
 */
export async function startTestBlobs() {
  const directory = await mkdtemp(join(tmpdir(), "blobs-"));
  const operations: string[] = [];
  const blobs = await startLocalBlobs(directory, (operation) => operations.push(operation));
  const store = () =>
    getStore({
      name: dueMarkerStore,
      consistency: "strong",
      fetch: timedFetch(),
      ...blobs.options,
    });
  return {
    markers: blobsDueMarkers(async () => store()),
    store,
    operations,
    context: blobs.context,
    async stop() {
      await blobs.stop();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
