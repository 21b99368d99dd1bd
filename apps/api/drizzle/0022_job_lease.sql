-- Background jobs with a lease run on one API process at a time: the process holding an unexpired lease on the
-- job's row (taken with a conditional upsert before each run).
CREATE TABLE "job_lease" (
  "name" varchar(64) PRIMARY KEY NOT NULL,
  "holder" uuid NOT NULL,
  "expires_at" timestamp with time zone NOT NULL
);
