-- The reconciliation mirrors originators and their domiciles into its companies and accounts;
-- it skips the mirror while neither table changed, which it learns from their list versions
-- (migration 0500's bump and 0960's notice). Domiciles had no version until now.
drop trigger if exists creditor_domiciles_list_version on creditor_domiciles;
create trigger creditor_domiciles_list_version after insert or update or delete or truncate on creditor_domiciles
  for each statement execute function lastro_bump_list_version();
