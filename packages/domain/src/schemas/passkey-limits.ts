/** A passkey's name, as 'Minha conta' lists it (its own module: the sign-in's enrolment reads it without zod). */
export const PASSKEY_NAME_MAX = 60;
