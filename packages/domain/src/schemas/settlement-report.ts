// Request and reply schemas of settlement report (issue 13); filled by its part.
export {};
