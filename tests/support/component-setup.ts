import "@testing-library/jest-dom/vitest";
import { cleanup } from "@testing-library/react";
import { afterAll, afterEach, beforeAll, beforeEach, expect, vi } from "vitest";
import { server } from "./msw-server";

beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
afterAll(() => server.close());

// A stray console.error fails the test: a test that expects one asserts it and clears the spy.
beforeEach(() => {
  vi.spyOn(console, "error").mockImplementation(() => {});
});
afterEach(() => {
  cleanup();
  // Enquiries a test left kept for later would be sent by the next test's form, and the bookings
  // a page told are shown again by the next one in this tab.
  localStorage.clear();
  sessionStorage.clear();
  server.resetHandlers();
  expect(console.error, "unexpected console.error").not.toHaveBeenCalled();
  vi.restoreAllMocks();
});
