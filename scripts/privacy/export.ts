/**
 * npm run privacy:export -- --phone <number> | --email <address>: everything the database holds
 * about one person, as JSON on standard output, to answer an access request (docs/privacy.md).
 */
import { enquiryKinds } from "../../netlify/kinds/registry";
import { exportPerson } from "../../netlify/privacy/requests";
import { notSearchedNote, personFromArgs, withDatabase } from "./privacy-command";

await withDatabase(async (db) => {
  const person = personFromArgs();
  console.log(JSON.stringify(await exportPerson(db, enquiryKinds, person), null, 2));
  // Beside the JSON, not in it: standard output stays one document to send.
  const note = notSearchedNote(person);
  if (note) console.error(note);
});
