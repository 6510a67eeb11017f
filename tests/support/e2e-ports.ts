/** Ports of the end-to-end stack: the dev server, and the read-back endpoint for rows and mails. */
export const devServerPort = 5173;
export const inspectUrl = "http://127.0.0.1:5174";
