-- A registration's result (its contract with every effect, tens of kB of json) is written once
-- and read back whole: compressing it on every write cost more than the space it saves.
alter table registry.operations alter column resultado set storage external;
