// Request and reply schemas of commitment create (issue 13); filled by its part.
export {};
