import type { ReactNode } from "react";
import { privacyNoticePath } from "../config/navigation";
import { useFormWords, useMessages } from "../lib/messages";

/**
 * A form's submit button with the privacy notice beside it, in the page's language: the
 * passenger can read what becomes of their details at the moment they send them.
 */
export function SubmitRow({ children }: { children: ReactNode }) {
  const { language } = useMessages();
  const { privacyLink } = useFormWords();
  return (
    <div className="form__submit">
      {children}
      <a className="form__privacy" href={privacyNoticePath(language)}>
        {privacyLink}
      </a>
    </div>
  );
}
