// Tables of the merchants module (see eslint SCHEMA_FILES_OF).
export {};
