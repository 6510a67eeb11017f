import { Suspense, type ReactNode } from "react";
import { useContext } from "react";
import { FormWordsContext, formWords, useMessages } from "../lib/messages";

/**
 * Holds the place of a form whose code (react-hook-form and zod) arrives in its own chunk after
 * the first paint. The reserved height keeps the page from jumping when the form appears.
 */
export function LazyForm({ minHeight, children }: { minHeight: number; children: ReactNode }) {
  const { loadingForm } = useMessages();
  // The forms' words are fetched beside the form's code, not after it.
  const source = useContext(FormWordsContext);
  if (source) void formWords(source);
  return (
    <Suspense
      fallback={
        <div className="form form--loading" style={{ minHeight }} aria-busy="true">
          {loadingForm}
        </div>
      }
    >
      {children}
    </Suspense>
  );
}
