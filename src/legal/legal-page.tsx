import { site } from "../config/site";

const contactEmail = site.emails[1] ?? site.emails[0];

/**
 * Privacy, terms and cookies in plain language, written for India's Digital Personal Data
 * Protection Act 2023: what we collect, why, how long we keep it, and whom to ask.
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
        <h2 id="privacy-title">Privacy Policy</h2>
        <h3>What we collect</h3>
        <ul>
          <li>
            <strong>Booking form:</strong> pickup and drop locations, date and time, number of
            passengers, vehicle type, your name and phone number.
          </li>
          <li>
            <strong>Contact form:</strong> your name, e-mail address, phone number and message.
          </li>
          <li>
            <strong>To stop abuse:</strong> a one-way fingerprint (hash) of your internet address,
            kept for a few minutes to limit how often one device can send forms.
          </li>
        </ul>
        <h3>Why</h3>
        <p>
          Only to answer you: to call or message you back, confirm your trip, and quote a fare. We
          do not sell your data, share it for advertising or send you marketing without asking. By
          sending a form you consent to this use; you may withdraw consent at any time.
        </p>
        <h3>How long we keep it</h3>
        <p>
          Enquiries and booking requests are deleted 12 months after we receive them, unless a law
          (for example on tax records for a completed trip) requires us to keep them longer.
        </p>
        <h3>Your rights and whom to ask</h3>
        <p>
          You may ask to see, correct or delete your data, or complain about how we handled it.
          Write to our grievance officer at <a href={`mailto:${contactEmail}`}>{contactEmail}</a> or
          call <a href={`tel:${site.phoneE164}`}>{site.phoneDisplay}</a>. We answer within 7 days.
          If you are not satisfied you may approach the Data Protection Board of India.
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
