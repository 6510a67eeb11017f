import { Fragment } from "react";
import { privacyNoticePath } from "../config/navigation";
import { site } from "../config/site";
import { languageInfo, languages } from "../shared/i18n/languages";

/**
 * Terms and cookies in plain language, in English. The privacy notice is a page of its own in
 * every language (privacy-notice.tsx); #privacy stays here, pointing to it, for links made
 * before it moved.
 */
export function LegalPage() {
  return (
    <main id="main" className="legal container container--narrow">
      <p>
        <a className="legal__back" href="/">
          ← Back to {site.name}
        </a>
      </p>
      <h1>Privacy, terms and cookies</h1>

      <section id="privacy" aria-labelledby="privacy-title">
        <h2 id="privacy-title">Privacy Notice</h2>
        <p>
          What we keep about you, why, who receives it, how long we keep it and how to ask for a
          copy, a correction or erasure is in our{" "}
          <a href={privacyNoticePath("en")}>privacy notice</a>, which is also in{" "}
          {languages
            .filter((language) => language !== "en")
            .map((language, index, others) => (
              <Fragment key={language}>
                {index > 0 && (index === others.length - 1 ? " and " : ", ")}
                <a
                  href={privacyNoticePath(language)}
                  lang={languageInfo[language].tag}
                  hrefLang={languageInfo[language].tag}
                >
                  {languageInfo[language].name}
                </a>
              </Fragment>
            ))}
          .
        </p>
      </section>

      <section id="terms" aria-labelledby="terms-title">
        <h2 id="terms-title">Terms of Service</h2>
        <ul>
          <li>
            A booking request is not a confirmed booking until we call or message you to confirm it.
          </li>
          <li>
            Fares shown on the site are estimates. The final fare is per kilometre travelled at the
            published rate, plus the additional charges listed on our rates, tolls, parking and
            interstate permits.
          </li>
          <li>Please tell us as early as you can if you need to cancel or change a trip.</li>
          <li>
            Passengers must not exceed the vehicle&apos;s seating capacity. Drivers may refuse
            unsafe or unlawful requests.
          </li>
        </ul>
      </section>

      <section id="cookies" aria-labelledby="cookies-title">
        <h2 id="cookies-title">Cookie Policy</h2>
        <p>
          This site sets no cookies of its own and uses no tracking or advertising tools. The map in
          the contact section is provided by Google Maps and loads only when you scroll to it;
          Google may set its own cookies then, under Google&apos;s privacy policy.
        </p>
      </section>
    </main>
  );
}
