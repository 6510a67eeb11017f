/**
 * Ports of the end-to-end stack: the dev server, the read-back endpoint for rows and mails, and
 * `npm run preview` (the built site with its functions). E2E_PORT moves all three, so two
 * checkouts on one machine can run their suites side by side.
 */
export const devServerPort = Number(process.env.E2E_PORT ?? 5173);
export const inspectUrl = `http://127.0.0.1:${devServerPort + 1}`;
export const previewPort = devServerPort + 2;
export const previewUrl = `http://localhost:${previewPort}`;
