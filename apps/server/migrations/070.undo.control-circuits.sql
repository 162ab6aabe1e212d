drop index circuits_control_idx;
alter table circuits drop column control;
