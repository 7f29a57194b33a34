// Request and reply schemas of commitment list (issue 13); filled by its part.
export {};
