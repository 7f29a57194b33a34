// Request and reply schemas of commitment detail (issue 13); filled by its part.
export {};
