/**
 * Debian's Chromium, never a browser downloaded by a test tool (this network allows none).
 * The flags keep it from reaching out to Google's services, which the closed network refuses.
 */
export const chromiumPath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

export const chromiumArgs = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];
