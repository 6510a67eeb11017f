/**
 * Testing Library's render, with a page's words around the component as its entry would give
 * them (English unless a test asks for another language), the forms' words at hand, and the
 * page's one listener for the Book and Learn More links (src/lib/in-page-requests.ts).
 */
import type { ReactNode } from "react";
import { render as renderInDom, type RenderOptions } from "@testing-library/react";
import {
  FormWordsContext,
  MessagesContext,
  StaticMessagesContext,
  wordsAtHand,
} from "../../src/lib/messages";
import { useInPageRequests } from "../../src/lib/in-page-requests";
import type { Language } from "../../src/shared/i18n/languages";
import { messagesFor, staticMessagesFor } from "../../src/shared/i18n/messages-for";
import { formMessagesFor } from "../../src/shared/i18n/form-messages-for";

export * from "@testing-library/react";

/** A page's words around a component: for render() here, and for renderToString or hydrateRoot. */
export function Page({ language = "en", children }: { language?: Language; children: ReactNode }) {
  useInPageRequests();
  return (
    <MessagesContext value={messagesFor(language)}>
      <StaticMessagesContext value={staticMessagesFor(language)}>
        <FormWordsContext value={wordsAtHand(formMessagesFor(language))}>
          {children}
        </FormWordsContext>
      </StaticMessagesContext>
    </MessagesContext>
  );
}

export function render(
  ui: ReactNode,
  { language = "en", ...options }: RenderOptions & { language?: Language } = {},
) {
  return renderInDom(ui, {
    ...options,
    wrapper: ({ children }) => <Page language={language}>{children}</Page>,
  });
}
