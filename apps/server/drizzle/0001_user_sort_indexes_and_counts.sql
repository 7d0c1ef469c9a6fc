CREATE TABLE "user_counts" (
	"usertype" text PRIMARY KEY NOT NULL,
	"live" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE INDEX "users_usertype_phone_idx" ON "users" USING btree ("usertype","phone");--> statement-breakpoint
CREATE INDEX "users_usertype_email_idx" ON "users" USING btree ("usertype",lower("email"));--> statement-breakpoint
CREATE INDEX "users_usertype_blood_idx" ON "users" USING btree ("usertype","blood_group","id");--> statement-breakpoint
-- Keeps user_counts exact. Statement-level with transition tables: a bulk insert touches the
-- counter once, and an edit that does not change usertype or deleted_at does not touch it at all.
CREATE FUNCTION user_counts_track() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO user_counts (usertype, live)
      SELECT usertype, count(*) FROM new_rows WHERE deleted_at IS NULL GROUP BY usertype
      ON CONFLICT (usertype) DO UPDATE SET live = user_counts.live + excluded.live;
  ELSIF TG_OP = 'DELETE' THEN
    UPDATE user_counts c SET live = c.live - d.n
      FROM (SELECT usertype, count(*) n FROM old_rows WHERE deleted_at IS NULL GROUP BY usertype) d
      WHERE c.usertype = d.usertype;
  ELSE
    INSERT INTO user_counts (usertype, live)
      SELECT usertype, sum(n) FROM (
        SELECT usertype, -1 n FROM old_rows WHERE deleted_at IS NULL
        UNION ALL
        SELECT usertype, 1 n FROM new_rows WHERE deleted_at IS NULL
      ) d GROUP BY usertype HAVING sum(n) <> 0
      ON CONFLICT (usertype) DO UPDATE SET live = user_counts.live + excluded.live;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER users_count_insert AFTER INSERT ON users
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION user_counts_track();
--> statement-breakpoint
CREATE TRIGGER users_count_update AFTER UPDATE ON users
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION user_counts_track();
--> statement-breakpoint
CREATE TRIGGER users_count_delete AFTER DELETE ON users
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION user_counts_track();
--> statement-breakpoint
INSERT INTO user_counts (usertype, live)
  SELECT usertype, count(*) FROM users WHERE deleted_at IS NULL GROUP BY usertype
  ON CONFLICT (usertype) DO UPDATE SET live = excluded.live;
