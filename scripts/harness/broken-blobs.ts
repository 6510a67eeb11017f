import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { getStore } from "@netlify/blobs";
import { blobsDueMarkers, dueMarkerStore, timedFetch } from "../../netlify/schedule/due-markers";

/** The ways a Blobs endpoint has been seen to fail. */
export type BlobsOutage = "refuses" | "answers 503" | "never answers";

function listen(server: Server): Promise<string> {
  return new Promise((resolve) =>
    server.listen(0, "127.0.0.1", () =>
      resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`),
    ),
  );
}

/**
 * A Blobs endpoint on a loopback port that fails one way: its port closed, every call answered
 * 503, or every connection accepted and never answered. `markers` are the due markers on it,
 * made as the functions make theirs; `requests` counts the HTTP requests it saw.
 */
export async function startBrokenBlobs(outage: BlobsOutage) {
  let requests = 0;
  const server = createServer((_request, response) => {
    requests++;
    if (outage === "answers 503") response.writeHead(503).end();
  });
  const url = await listen(server);
  if (outage === "refuses") await new Promise((resolve) => server.close(resolve));
  const store = getStore({
    name: dueMarkerStore,
    consistency: "strong",
    fetch: timedFetch(),
    edgeURL: url,
    uncachedEdgeURL: url,
    token: "token",
    siteID: "site",
  });
  return {
    markers: blobsDueMarkers(async () => store),
    get requests() {
      return requests;
    },
    stop() {
      server.closeAllConnections();
      server.close();
    },
  };
}
