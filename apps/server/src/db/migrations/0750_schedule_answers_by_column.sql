-- A schedule answer is stored by column: [[acquirer document, arrangement, [settlement dates
-- ascending], [total], [committed], [free], [settled]], ...] (cents), one group per acquirer and
-- arrangement in that order. A row per UR repeated the acquirer and arrangement in each, and
-- storing the document twice its size was most of the job after the registry's read. Answers
-- stored a row per UR (the settlement date a string where the dates' array now is) are turned.
-- (`units::json`: the column is text since migration 1002, and this runs again in a test.)
update schedule_answers a
set units = coalesce((
  select json_agg(json_build_array(g.acquirer, g.arrangement, g.dates, g.total, g.committed, g.free, g.settled)
                  order by g.acquirer collate "C", g.arrangement collate "C")
  from (
    select u->>0 as acquirer, u->>1 as arrangement,
           json_agg(u->2 order by u->>2) as dates, json_agg(u->3 order by u->>2) as total,
           json_agg(u->4 order by u->>2) as committed, json_agg(u->5 order by u->>2) as free,
           json_agg(u->6 order by u->>2) as settled
    from json_array_elements(a.units::json) u
    group by 1, 2
  ) g), '[]'::json)
where json_typeof(a.units::json->0->2) = 'string';
