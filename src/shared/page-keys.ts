/**
 * The page's repeated items, by the keys the language files name them with: a section lists its
 * items in this order, and each language file must have words for every key (its maps are typed
 * Record<key, …>), so an item added here without words anywhere fails the typecheck.
 */
export const navIds = ["home", "about", "services", "booking", "contact"] as const;
export type NavId = (typeof navIds)[number];

export const legalIds = ["privacy", "terms", "cookies"] as const;
export type LegalId = (typeof legalIds)[number];

/** The states served, by the codes the header shows (the spec's TN, KL, AP, KA, PY). */
export const areaCodes = ["TN", "KL", "AP", "KA", "PY"] as const;
export type AreaCode = (typeof areaCodes)[number];

export const serviceIds = ["airport", "oneWay", "corporate", "allDay", "payment", "local"] as const;
export type ServiceId = (typeof serviceIds)[number];

export const statIds = ["safe", "rating", "clients"] as const;
export type StatId = (typeof statIds)[number];

export const testimonialIds = ["priya", "arun", "lakshmi", "rafi"] as const;
export type TestimonialId = (typeof testimonialIds)[number];
