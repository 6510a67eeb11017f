import type { PlaceNamesInScript } from "../messages";

/** How Telugu passengers write places in their script (src/shared/fares/place-names-in-text.ts reads it). */
export const tePlaceNames: PlaceNamesInScript = {
  names: {
    చెన్నై: "chennai",
    మామల్లపురం: "mamallapuram",
    మహాబలిపురం: "mahabalipuram",
    కాంచీపురం: "kanchipuram",
    కంచి: "kanchipuram",
    తిరుపతి: "tirupati",
    వెల్లూరు: "vellore",
    పుదుచ్చేరి: "puducherry",
    పాండిచ్చేరి: "pondicherry",
    తిరువణ్ణామలై: "tiruvannamalai",
    కుంభకోణం: "kumbakonam",
    తిరుచిరాపల్లి: "tiruchirappalli",
    తిరుచ్చి: "trichy",
    సేలం: "salem",
    తంజావూరు: "thanjavur",
    బెంగళూరు: "bengaluru",
    బెంగుళూరు: "bangalore",
    మదురై: "madurai",
    మైసూరు: "mysuru",
    మైసూర్: "mysore",
    కోయంబత్తూరు: "coimbatore",
    ఊటీ: "ooty",
    రామేశ్వరం: "rameswaram",
    హైదరాబాద్: "hyderabad",
    కొచ్చి: "kochi",
    ఎర్నాకుళం: "ernakulam",
    కన్యాకుమారి: "kanyakumari",
    తిరువనంతపురం: "thiruvananthapuram",
    మున్నార్: "munnar",
  },
  airport: ["విమానాశ్రయ", "ఎయిర్‌పోర్ట్"],
  // to, in, from (a consonant-final name takes a u first: హైదరాబాదు, హైదరాబాదులో).
  caseEndings: ["కి", "కు", "లో", "లోని", "నుండి", "నుంచి", "ు", "ుకి", "ుకు", "ులో"],
};
