// Request and response schemas of the merchants' list part.
export {};
