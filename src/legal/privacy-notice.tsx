import { Fragment } from "react";
import { privacyNoticePath } from "../config/navigation";
import { alternateLinks, escapeAttr, privacyNoticeUrl } from "../config/seo";
import { site } from "../config/site";
import { languageInfo, type Language } from "../shared/i18n/languages";
import { privacyNotices } from "../shared/i18n/privacy-notices";
import { unbreakablePhone } from "../shared/phone";
import { keptItems, recipients, rights } from "../shared/privacy/notice-items";
import { retentionDays } from "../shared/privacy/retention";
import { LanguageBar, noScriptDocument } from "./no-script-page";

/**
 * The privacy notice, one page per language, whole in itself: what is kept, why, who receives
 * it, for how long, what a passenger may ask and whom. Built as plain HTML with no script (a
 * notice has nothing to do in the browser); its figures and contact are the config's
 * (`retentionDays`, `site.grievance`), so the promise follows the code that keeps it.
 */
export function PrivacyNotice({ language }: { language: Language }) {
  const t = privacyNotices[language];
  const { grievance } = site;
  return (
    <>
      <LanguageBar
        language={language}
        homeLabel={t.home}
        othersLabel={t.otherLanguages}
        pathIn={privacyNoticePath}
      />
      <main id="main" className="legal privacy container container--narrow">
        <h1>{t.title}</h1>
        <p>{t.intro(site.name)}</p>

        <section id="kept" aria-labelledby="kept-title">
          <h2 id="kept-title">{t.kept.title}</h2>
          <p>{t.kept.intro}</p>
          <dl>
            {keptItems.map((item) => (
              <Fragment key={item}>
                <dt>{t.kept.items[item].what}</dt>
                <dd>{t.kept.items[item].why}</dd>
              </Fragment>
            ))}
          </dl>
          <p>{t.kept.never}</p>
        </section>

        <section id="recipients" aria-labelledby="recipients-title">
          <h2 id="recipients-title">{t.recipients.title}</h2>
          <p>{t.recipients.intro}</p>
          <ul>
            {recipients.map((recipient) => (
              <li key={recipient}>{t.recipients.items[recipient]}</li>
            ))}
          </ul>
          <p>{t.recipients.abroad}</p>
        </section>

        <section id="retention" aria-labelledby="retention-title">
          <h2 id="retention-title">{t.retention.title}</h2>
          <p>{t.retention.period(retentionDays)}</p>
          <p>{t.retention.after}</p>
          <p>{t.retention.spamKeys}</p>
          <p>{t.retention.elsewhere}</p>
        </section>

        <section id="rights" aria-labelledby="rights-title">
          <h2 id="rights-title">{t.rights.title}</h2>
          <p>{t.rights.intro}</p>
          <ul>
            {rights.map((right) => (
              <li key={right}>{t.rights.items[right]}</li>
            ))}
          </ul>
          <p>{t.rights.how}</p>
          <h3>{t.contact.title}</h3>
          <p className="privacy__contact">
            <strong>
              {t.contact.role === grievance.role
                ? grievance.role
                : `${t.contact.role} (${grievance.role})`}
            </strong>
            <br />
            {t.contact.email}: <a href={`mailto:${grievance.email}`}>{grievance.email}</a>
            <br />
            {t.contact.phone}:{" "}
            <a href={`tel:${grievance.phoneE164}`}>{unbreakablePhone(grievance.phoneE164)}</a>
          </p>
          <p>{t.rights.answer(grievance.answerWithinDays)}</p>
        </section>

        <section id="complaints" aria-labelledby="complaints-title">
          <h2 id="complaints-title">{t.complaints.title}</h2>
          <p>{t.complaints.board}</p>
          <p>{t.complaints.breach}</p>
        </section>
      </main>
      <footer className="footer">
        <div className="container footer__bottom">
          <p>{site.name}</p>
          <ul className="footer__legal">
            <li>
              <a href="/legal.html#terms" hrefLang={languageInfo.en.tag}>
                {t.terms}
              </a>
            </li>
            <li>
              <a href="/legal.html#cookies" hrefLang={languageInfo.en.tag}>
                {t.cookies}
              </a>
            </li>
          </ul>
        </div>
      </footer>
    </>
  );
}

/** A notice's address in dist/: "privacy/index.html", "ta/privacy/index.html". */
export const privacyNoticeFile = (language: Language) =>
  `${privacyNoticePath(language).slice(1)}index.html`;

/** The whole page, with the site's stylesheet written in (`css`), as dist/ serves it. */
export function privacyNoticeDocument(language: Language, css: string): string {
  const t = privacyNotices[language];
  return noScriptDocument({
    language,
    title: t.title,
    head: [
      `<meta name="description" content="${escapeAttr(t.description(site.name))}" />`,
      `<link rel="canonical" href="${privacyNoticeUrl(language)}" />`,
      ...alternateLinks(privacyNoticeUrl),
    ],
    body: <PrivacyNotice language={language} />,
    css,
  });
}
