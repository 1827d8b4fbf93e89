-- When an admin last judged a listing's reports and IMEI clashes to need no action: the moderation
-- queue then shows it again only for a newer report or clash.
ALTER TABLE "products" ADD COLUMN "reports_dismissed_at" timestamp with time zone;