// Request and reply schemas of commitment actions (issue 13); filled by its part.
export {};
