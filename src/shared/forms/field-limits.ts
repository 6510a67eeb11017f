/** The length limits of what visitors type: the schemas hold them, the language files quote them. */
export const maxLength = { name: 100, email: 254, message: 2000, place: 120 } as const;
