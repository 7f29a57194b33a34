// Request and response schemas of the merchants' acquirers part.
export {};
