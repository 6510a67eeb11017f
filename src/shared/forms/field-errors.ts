/**
 * What can be wrong with each field a visitor fills in: the codes the shared schemas give as
 * their messages, and the function's 400 answer carries per field. The words for each code are
 * in the language files (src/shared/i18n), typed from this table, so a code without words in
 * every language fails the typecheck.
 */
export const fieldErrorCodes = {
  name: ["required", "too_long", "hidden_character"],
  email: ["required", "too_long", "invalid"],
  phone: ["required", "invalid"],
  message: ["required", "too_long", "hidden_character"],
  pickupLocation: ["required", "too_long", "hidden_character"],
  dropoffLocation: ["required", "too_long", "hidden_character"],
  pickupDate: ["required", "not_a_date", "past_date", "too_far_ahead"],
  pickupTime: ["required", "no_am_pm", "past_time"],
  passengers: ["required", "too_many", "over_capacity"],
  vehicleType: ["required"],
  extraStops: ["required", "too_many"],
} as const;

export type FieldName = keyof typeof fieldErrorCodes;
export type FieldErrorCode<Field extends FieldName = FieldName> =
  (typeof fieldErrorCodes)[Field][number];

/**
 * Fields the page never shows (the language, Google's distance) and a body that is no object at
 * all: only a hand-made request gets these wrong, so they have one code and no words of their own.
 */
export const invalidCode = "invalid";

export function isFieldName(field: string): field is FieldName {
  return Object.hasOwn(fieldErrorCodes, field);
}
