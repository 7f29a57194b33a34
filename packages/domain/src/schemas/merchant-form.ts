// Request and response schemas of the merchants' form part.
export {};
