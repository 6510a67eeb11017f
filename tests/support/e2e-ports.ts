/**
 * Ports of the end-to-end stack: the dev server, and the read-back endpoint for rows and mails.
 * E2E_PORT moves both, so two checkouts on one machine can run their suites side by side.
 */
export const devServerPort = Number(process.env.E2E_PORT ?? 5173);
export const inspectUrl = `http://127.0.0.1:${devServerPort + 1}`;
