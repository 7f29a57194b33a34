// The commitment state machine (domain.md §5, DESIGN.md §1 numbers); filled by the actions part.
export {};
