-- Control circuits (issue 36 item 4, docs/server.md): the server's own random guesser plays a few
-- circuits a day through the players' code path, as a live check that the machinery sits at chance.
-- They are marked here, kept out of the world's running sums and histogram, and listed apart.
alter table circuits add column control boolean not null default false;
-- The controls' figures and today's count are read from these few rows only.
create index circuits_control_idx on circuits (created_at) where control;
