import { setupServer } from "msw/node";

/** The browser's calls in component tests; any request without a handler fails the test. */
export const server = setupServer();
