-- Read-only views a module publishes for other modules' lists (db/schema/<module>.views.ts):
-- a repository never reads another module's tables, but a list that shows, filters and sorts
-- by another module's column joins its view. Simple views are inlined by the planner, so the
-- join costs what the join on the table cost and uses the same indexes.
create or replace view creditor_directory as
  select id, company_name, trading_name, active from creditors;

create or replace view partner_directory as
  select id, document_number, company_name, trading_name, revenue_percentage from partners;
