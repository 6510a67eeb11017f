import * as z from "zod/mini";

/** Whether a field's schema finally checks a number, under optional() and default(). */
function wantsNumber(field: unknown): boolean {
  let inner = field;
  while (inner instanceof z.ZodMiniOptional || inner instanceof z.ZodMiniDefault) {
    inner = inner.def.innerType;
  }
  return inner instanceof z.ZodMiniNumber;
}

/** A schema's fields by name: an object schema's shape (a kind's schema is always one). */
export function shapeOf(schema: z.ZodMiniType): Record<string, z.ZodMiniType> {
  if (!(schema instanceof z.ZodMiniObject)) throw new Error("a kind's schema must be an object");
  return schema.shape as Record<string, z.ZodMiniType>;
}

/** A whole number or decimal as a form sends it; anything else is left for the schema to refuse. */
const numeral = /^-?\d+(?:\.\d+)?$/;

/**
 * A posted form's fields as the schema's types: a browser sends every value as text, so a field
 * the schema wants as a number ("2" passengers) becomes one, and an empty one is left out (a
 * default then applies, or the schema says it is missing). Text that is no number stays text,
 * for the schema to refuse in its own words. A repeated field counts once, as first given.
 */
export function formFields(schema: z.ZodMiniType, form: URLSearchParams): Record<string, unknown> {
  const shape = shapeOf(schema);
  const fields: [string, unknown][] = [];
  for (const name of new Set(form.keys())) {
    const value = form.get(name) ?? "";
    const field = Object.hasOwn(shape, name) ? shape[name] : undefined;
    if (!field || !wantsNumber(field)) fields.push([name, value]);
    else if (numeral.test(value.trim())) fields.push([name, Number(value.trim())]);
    else if (value.trim() !== "") fields.push([name, value]);
  }
  // fromEntries defines each name as the object's own, "__proto__" included.
  return Object.fromEntries(fields);
}
