import { Suspense, type ReactNode } from "react";

/**
 * Holds the place of a form whose code (react-hook-form and zod) arrives in its own chunk after
 * the first paint. The reserved height keeps the page from jumping when the form appears.
 */
export function LazyForm({ minHeight, children }: { minHeight: number; children: ReactNode }) {
  return (
    <Suspense
      fallback={
        <div className="form form--loading" style={{ minHeight }} aria-busy="true">
          Loading the form…
        </div>
      }
    >
      {children}
    </Suspense>
  );
}
