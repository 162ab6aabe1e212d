drop table open_data_releases;
alter table players drop column research_consent_at;
alter table players drop column research_consent;
