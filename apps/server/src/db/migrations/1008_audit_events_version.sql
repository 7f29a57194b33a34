-- The audit list's version is its newest seq (the list's definition reads it with each count):
-- events are only appended, one at a time under the chain's lock, so a new event is a higher
-- seq and nothing else changes the list. Its writes no longer note, announce and bump a list
-- version at commit, which was 0.14 ms of the 0.46 ms every audited write's append takes.
drop trigger if exists audit_events_list_version on audit_events;
delete from list_versions where name = 'audit_events';
