drop table transparency_key;
drop table transparency_heads;
drop table transparency_nodes;
drop table transparency_entries;
