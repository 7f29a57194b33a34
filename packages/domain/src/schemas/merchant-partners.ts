// Request and response schemas of the merchants' partners part.
export {};
