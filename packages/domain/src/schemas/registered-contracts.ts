// Request and reply schemas of registered contracts (issue 13); filled by its part.
export {};
