// Request and response schemas of the merchants' onboarding part.
export {};
