/**
 * npm run privacy:erase -- --phone <number> | --email <address>: anonymises every enquiry stored
 * for one person at once, cancels the mail and alerts still owed about them, and says how many
 * (docs/privacy.md: what else to do for an erasure request).
 */
import { enquiryKinds } from "../../netlify/kinds/registry";
import { erasePerson } from "../../netlify/privacy/requests";
import { notSearchedNote, personFromArgs, withDatabase } from "./privacy-command";

await withDatabase(async (db) => {
  const person = personFromArgs();
  const done = await erasePerson(db, enquiryKinds, person);
  const who = "phone" in person ? person.phone : person.email;
  console.log(
    done.enquiries === 0
      ? `Nothing to erase: no enquiry with details is stored for ${who}.`
      : `Erased ${done.enquiries} ${done.enquiries === 1 ? "enquiry" : "enquiries"} for ${who}: ${done.erased.join(", ")}. ` +
          `Cancelled ${done.cancelledMails} operator mails and ${done.droppedAlerts} alerts not yet sent.`,
  );
  const note = notSearchedNote(person);
  if (note) console.log(note);
});
